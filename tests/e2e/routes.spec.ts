import { routes } from '../../lib/routes'
import { siteUrl } from '../../lib/site'
import { expect, test } from './fixtures'

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
  ...['reparation-montres', 'restauration-ancienne', 'entretien-pendules', 'remplacement-piles'].map((s) => `/horlogerie/${s}`),
  '/a-propos',
  '/contact',
  '/compte',
  '/politique-de-confidentialite',
  '/mentions-legales',
  '/cgv',
]

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
    code.startsWith('#x')
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith('#')
        ? String.fromCodePoint(Number(code.slice(1)))
        : (entities[code] ?? whole),
  )

test('the route table lists exactly the specified pages, with unique titles and descriptions', () => {
  expect(routes.map((r) => r.path).sort()).toEqual([...expectedPaths].sort())
  expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length)
  expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length)
})

for (const route of routes) {
  test.describe(`page ${route.path}`, () => {
    test('raw prerendered HTML carries its own head', async ({ request }) => {
      const response = await request.get(route.path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(html).toMatch(/<html lang="fr"/)
      expect(decode(attr(head, /<title>([^<]*)<\/title>/) ?? '')).toBe(route.title)
      expect(head.match(/<title>/g)).toHaveLength(1)
      expect(decode(attr(head, /<meta name="description" content="([^"]*)"/) ?? '')).toBe(route.description)
      const canonical = siteUrl + (route.path === '/' ? '/' : route.path)
      expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical)
      expect(attr(head, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical)
      expect(decode(attr(head, /<meta property="og:title" content="([^"]*)"/) ?? '')).toBe(route.title)
      expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toBeTruthy()
      expect(attr(head, /<meta property="og:type" content="([^"]*)"/)).toBe('website')
      expect(attr(head, /<meta property="og:locale" content="([^"]*)"/)).toBe('fr_FR')
      expect(attr(head, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https:\/\/.+\.(jpg|png)$/)
      expect(attr(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image')
      expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/)
      expect(head).toMatch(/<link rel="icon"/)
      expect(head.match(/og:title/g)).toHaveLength(1)
      const body = html.slice(html.indexOf('<body'))
      expect(decode(attr(body, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, '') ?? '')).toBe(route.h1)
      expect(body).not.toMatch(/<title>|rel="canonical"/)
    })

    test('hydrates with the same title and heading and no console error', async ({ page }) => {
      await page.goto(route.path)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      await expect(page).toHaveTitle(route.title)
      await expect(page.locator('h1')).toHaveText(route.h1)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', siteUrl + (route.path === '/' ? '/' : route.path))
    })
  })
}
