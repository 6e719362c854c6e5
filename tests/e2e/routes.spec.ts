import { routes } from '../../lib/routes'
import { expect, test } from './support/fixtures'

// Every URL the site must prerender, as the specification lists them.
const expectedPaths = [
  '/',
  '/services',
  ...[
    'creation-sur-mesure',
    'conseil-personnalise',
    'expertise-gemmologique',
    'entretien-polissage',
    'remise-a-taille',
    'gravure-personnalisee',
    'achat-or',
    'enfilage-perles',
    'transformation-bijoux',
    'reparation-bijoux',
    'sertissage-pierres',
  ].map((s) => `/services/${s}`),
  '/reparations',
  '/tarifs',
  ...['reparation-montres', 'restauration-ancienne', 'entretien-pendules', 'remplacement-piles'].map((s) => `/horlogerie/${s}`),
  '/a-propos',
  '/realisations',
  '/contact',
  '/suivre-ma-demande',
  '/politique-de-confidentialite',
  '/mentions-legales',
  '/cgv',
  '/suivi',
  '/suivi-demande',
  '/atelier',
]

test('the route table lists exactly the specified pages, with unique titles and descriptions', () => {
  expect(routes.map((r) => r.path).sort()).toEqual([...expectedPaths].sort())
  expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length)
  expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length)
})
