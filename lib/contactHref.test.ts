import { describe, expect, it } from 'vitest'
import { contactHref } from './contactHref'
import { catalogue } from './content/catalogue'
import { contactServices } from './content/contactChoices'
import { serviceFromParam } from './contactServices'

/** The choice the contact page preselects for a link, as it reads the link's query. */
const chosen = (href: string) => serviceFromParam(new URL(href, 'https://example.fr').searchParams.get('service'))

describe('a link to the contact page', () => {
  it("preselects each service's own choice, and each choice itself", () => {
    for (const entry of catalogue) expect(chosen(contactHref(entry.slug))).toBe(entry.contactService)
    for (const { id } of contactServices) expect(chosen(contactHref(id))).toBe(id)
  })

  it('opens the visit request when asked, the query unchanged', () => {
    expect(contactHref('achat-or')).toBe('/contact?service=achat-or')
    expect(contactHref('achat-or', 'rendez-vous')).toBe('/contact?service=achat-or#rendez-vous')
    expect(chosen(contactHref('reparation-bijoux', 'rendez-vous'))).toBe('réparation')
  })

  it('names only a service the site knows', () => {
    // @ts-expect-error: not a choice of the form nor a service of the catalogue
    expect(contactHref('inconnu')).toBe('/contact?service=inconnu')
  })
})
