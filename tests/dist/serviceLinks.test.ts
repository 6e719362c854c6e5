import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/content/catalogue'
import { serviceFromParam } from '../../lib/contactServices'
import { builtPage, builtPages } from './builtSite'
import { closest, findAll, textOf, type HtmlElement } from './parseHtml'

// The contact option a visitor on each page means, by the label the contact page shows. The
// options are finer than the catalogue's three categories: achat d'or, enfilage and mise à taille
// have their own, and the options' own descriptions list sertissage under Réparation and conseil
// under Création. Every page of the watch group means Horlogerie.
const optionMeantOn: Readonly<Record<string, string>> = {
  '/services/creation-sur-mesure': 'Création',
  '/services/transformation-bijoux': 'Création',
  '/services/gravure-personnalisee': 'Création',
  '/services/conseil-personnalise': 'Création',
  '/services/sertissage-pierres': 'Réparation',
  '/services/reparation-bijoux': 'Réparation',
  '/services/entretien-polissage': 'Réparation',
  '/services/remise-a-taille': 'Mise à taille',
  '/services/expertise-gemmologique': 'Expertise',
  '/services/achat-or': 'Achat d’or',
  '/services/enfilage-perles': 'Enfilage de perles',
}
const watchPages = new Set<string>(catalogue.filter((service) => service.group === 'horlogerie').map((service) => service.path))
const optionMeant = (path: string) => (watchPages.has(path) ? 'Horlogerie' : optionMeantOn[path])

/** The contact form's service choices as prerendered: radio value and the name it shows first. */
const contactOptions = findAll(builtPage('/contact').document, (el) => el.tag === 'input' && el.attrs.type === 'radio' && el.attrs.name === 'service').map(
  (input) => ({ value: input.attrs.value, label: firstText(closest(input, 'label')) }),
)

function firstText(element: HtmlElement | null): string | undefined {
  for (const child of element?.children ?? []) {
    const text = typeof child === 'string' ? child.trim() : firstText(child)
    if (text) return text
  }
  return undefined
}

const heading = (document: HtmlElement) => textOf(findAll(document, (el) => el.tag === 'h1')[0] ?? '')

const serviceLinks = builtPages.flatMap((page) => {
  const hrefs = findAll(page.document, (el) => el.tag === 'a' && (el.attrs.href ?? '').includes('?service=')).map((a) => a.attrs.href!)
  return [...new Set(hrefs)].map((href) => [page.path, href, heading(page.document)] as const)
})

describe('links that open the contact form on a service', () => {
  it('exist, and the contact page offers each option the table names', () => {
    expect(serviceLinks.length).toBeGreaterThan(0)
    expect(contactOptions.length).toBeGreaterThan(0)
    for (const label of new Set([...Object.values(optionMeantOn), 'Horlogerie'])) expect(contactOptions.map((o) => o.label)).toContain(label)
  })

  it.each(serviceLinks)('%s links to %s, which preselects the option the page means', (path, href, h1) => {
    const meant = optionMeant(path)
    expect(meant, `no expected contact option for ${path} ("${h1}"): add the page to optionMeantOn`).toBeDefined()
    const url = new URL(href, 'https://site.invalid')
    expect(url.pathname).toBe('/contact')
    // What the contact form does with the query string once hydrated.
    const selected = serviceFromParam(url.searchParams.get('service'))
    expect(contactOptions.find((o) => o.value === selected)?.label, `?service=${url.searchParams.get('service')} on ${path} ("${h1}")`).toBe(meant)
  })
})
