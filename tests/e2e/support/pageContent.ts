import { expect, type Page } from '@playwright/test'

// What each page must hold, as the specification counts it. `sections` lists the page's section
// blocks of each kind in order, with the number of items each must have.
export interface PageExpectation {
  path: string
  sections?: Partial<Record<'features' | 'steps' | 'testimonials' | 'faq' | 'checklist' | 'figures', number[]>>
  headings?: string[]
  links?: { name: string | RegExp; href: string }[]
  texts?: (string | RegExp)[]
  breadcrumb?: { label: string; href: string }[]
  legalSections?: number
}

export const contentExpectations: PageExpectation[] = [
  {
    path: '/services/transformation-bijoux',
    sections: { features: [3, 6], steps: [4], testimonials: [3], faq: [6] },
    headings: ['Pourquoi transformer vos bijoux ?'],
    links: [
      { name: 'Discuter de votre projet', href: '/contact' },
      { name: 'Prendre rendez-vous', href: '/contact#rendez-vous' },
    ],
  },
  {
    path: '/services/reparation-bijoux',
    sections: { features: [5], steps: [5], testimonials: [3], faq: [5] },
    links: [
      { name: 'Prendre rendez-vous', href: '/contact?service=reparation-bijoux#rendez-vous' },
      { name: 'Nous contacter', href: '/contact' },
    ],
    texts: ['Soudure', 'Remplacement de pierres', 'Restauration complète', 'Fermoirs et systèmes', 'Renforcement préventif'],
    breadcrumb: [
      { label: 'Services', href: '/services' },
      { label: 'Réparation de bijoux', href: '/services/reparation-bijoux' },
    ],
  },
  {
    path: '/services/sertissage-pierres',
    sections: { features: [5], steps: [5], testimonials: [3], faq: [5] },
    texts: ['Serti griffes', 'Serti clos', 'Pavage', 'Serti rail', 'Serti illusion'],
  },
  { path: '/horlogerie/reparation-montres', sections: { features: [3], steps: [4], testimonials: [3], faq: [5] } },
  {
    path: '/horlogerie/restauration-ancienne',
    sections: { features: [3, 6], steps: [5], faq: [4] },
    texts: ['Montres de poche', 'Pendules et carillons', 'Montres vintage'],
  },
  {
    path: '/horlogerie/entretien-pendules',
    sections: { features: [3], steps: [4], testimonials: [3], faq: [5] },
    breadcrumb: [
      { label: 'Services', href: '/services' },
      { label: 'Horlogerie', href: '/services#horlogerie' },
      { label: 'Entretien de pendules', href: '/horlogerie/entretien-pendules' },
    ],
  },
  { path: '/horlogerie/remplacement-piles', sections: { features: [3], steps: [5], figures: [4], checklist: [] }, texts: ['Service express'] },
  {
    path: '/services/achat-or',
    sections: { testimonials: [3] },
    breadcrumb: [
      { label: 'Services', href: '/services' },
      { label: 'Achat d’or', href: '/services/achat-or' },
    ],
  },
  {
    path: '/services/enfilage-perles',
    breadcrumb: [
      { label: 'Services', href: '/services' },
      { label: 'Enfilage de perles', href: '/services/enfilage-perles' },
    ],
  },
  {
    path: '/reparations',
    breadcrumb: [
      { label: 'Services', href: '/services' },
      { label: 'Réparations', href: '/reparations' },
    ],
  },
  {
    path: '/a-propos',
    sections: { features: [3, 4] },
    headings: ['Pourquoi nous choisir ?'],
    texts: ['Excellence', 'Artisanat', 'Tradition', 'Service', /Plus de \d0\sans/, /Responsible Jewellery Council/, /Entreprise du Patrimoine Vivant/],
    links: [{ name: 'Prendre rendez-vous', href: '/contact#rendez-vous' }],
  },
  {
    path: '/suivre-ma-demande',
    texts: [/Indiquez l’adresse e-mail avec laquelle vous avez écrit à l’atelier/],
  },
  { path: '/politique-de-confidentialite', legalSections: 9 },
  { path: '/mentions-legales', legalSections: 10, texts: [/128\s000\s€/, /médiat/i], links: [{ name: 'Retour à l’accueil', href: '/' }] },
  { path: '/cgv', legalSections: 12, texts: [/30\s%/, /14\sjours/] },
  { path: '/services', headings: ['Besoin d’un service spécifique ?'], links: [{ name: 'Nous contacter', href: '/contact' }] },
]

const sectionItems: Record<string, string> = {
  features: ':scope > div > ul > li',
  steps: 'ol > li',
  testimonials: 'figure',
  faq: '[data-faq-item]',
  checklist: ':scope > div > ul > li',
  figures: 'dl > div',
}

/** Checks the page as it is now (raw or hydrated) against what it must hold. */
export async function checkPage(page: Page, expected: PageExpectation) {
  const main = page.getByRole('main')
  for (const [kind, counts] of Object.entries(expected.sections ?? {})) {
    const sections = main.locator(`section[data-section="${kind}"]`)
    if (counts.length === 0) {
      await expect(sections.first(), `${kind} section`).toBeAttached()
      continue
    }
    for (const [index, count] of counts.entries()) await expect(sections.nth(index).locator(sectionItems[kind]!), `${kind} #${index + 1}`).toHaveCount(count)
  }
  for (const heading of expected.headings ?? []) await expect(main.getByRole('heading', { name: heading })).toBeAttached()
  for (const link of expected.links ?? []) await expect(main.getByRole('link', { name: link.name, exact: true }).first()).toHaveAttribute('href', link.href)
  for (const text of expected.texts ?? []) await expect(main.getByText(text).first()).toBeAttached()
  if (expected.breadcrumb) {
    const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(trail.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/')
    for (const crumb of expected.breadcrumb.slice(0, -1)) await expect(trail.getByRole('link', { name: crumb.label })).toHaveAttribute('href', crumb.href)
    await expect(trail.locator('[aria-current=page]')).toHaveText(expected.breadcrumb.at(-1)!.label)
  }
  if (expected.legalSections) await expect(main.locator('[data-legal-section]')).toHaveCount(expected.legalSections)
}
