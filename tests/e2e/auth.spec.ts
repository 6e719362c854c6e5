import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.mjs'
import { waitForEmails } from '../integration/helpers/inbox'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

// The first test reads the service worker's precache, so workers are allowed here.
test.use({ serviceWorkers: 'allow' })

// The test server's backend (tests/e2e/support/serve.mjs), which the site was built to call.
const supabaseUrl = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`
const inboxUrl = `http://127.0.0.1:${process.env.SUPABASE_INBOX_PORT ?? Number(process.env.SUPABASE_PORT ?? 54321) + 3}`
const asServiceRole = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` }
// What supabase-js 2.109 calls the stored session for a backend on 127.0.0.1.
const storageKey = 'sb-127-auth-token'

/** URLs of the scripts loaded in the context (pages and service worker) that hold supabase-js's auth client. */
function watchAuthCode(context: BrowserContext) {
  const authCalls: string[] = []
  const goTrueScripts: string[] = []
  const reads: Promise<void>[] = []
  let scripts = 0
  context.on('request', (request) => {
    if (request.url().includes('/auth/v1/')) authCalls.push(request.url())
  })
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    scripts += 1
    reads.push(
      response.text().then(
        (body) => void (body.includes('GoTrueClient') && goTrueScripts.push(response.url())),
        () => undefined,
      ),
    )
  })
  return { authCalls, goTrueScripts, scripts: () => scripts, settled: () => Promise.all(reads) }
}

async function createMember(request: APIRequestContext, names: { first_name: string; last_name: string }) {
  const email = `membre-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`
  const response = await request.post(`${supabaseUrl}/auth/v1/admin/users`, {
    headers: asServiceRole,
    data: { email, email_confirm: true, user_metadata: names },
  })
  expect(response.status()).toBe(200)
  const user = await response.json()
  // A session as GoTrue opens one (a row of auth.sessions, which /auth/v1/user checks): the code
  // e-mailed to the address, read from the test server's inbox, traded for it.
  const asVisitor = { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' }
  expect((await request.post(`${supabaseUrl}/auth/v1/otp`, { headers: asVisitor, data: { email, create_user: false } })).status()).toBe(200)
  const [message] = await waitForEmails(inboxUrl, 1, (sent) => sent.to.some((to) => to.address === email), { timeoutMs: 15_000, settleMs: 0 })
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1]
  const verified = await request.post(`${supabaseUrl}/auth/v1/verify`, { headers: asVisitor, data: { type: 'email', email, token: code } })
  expect(verified.status()).toBe(200)
  const session = (await verified.json()) as { access_token: string; expires_at: number }
  return { user, accessToken: session.access_token, expiresAt: session.expires_at }
}

const profileOf = async (request: APIRequestContext, id: string) =>
  (await request.get(`${supabaseUrl}/rest/v1/profiles?select=first_name,last_name&id=eq.${id}`, { headers: asServiceRole })).json()

test('a visitor without a stored session downloads no account code and calls no auth endpoint, anywhere', async ({ page, context }) => {
  const watch = watchAuthCode(context)
  for (const path of ['/', '/contact', '/services/creation-sur-mesure', '/compte']) {
    await page.goto(path)
    await hydrated(page)
  }
  // /compte says accounts are closed and offers no way to sign in.
  const main = page.getByRole('main')
  await expect(main.getByText('La fonctionnalité de compte utilisateur est actuellement désactivée.')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact')
  await expect(page.locator('form, input, [type=password]')).toHaveCount(0)
  // The service worker has installed, its precache fetched: the auth client was not in it either.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await watch.settled()
  expect(watch.scripts()).toBeGreaterThan(20)
  expect(watch.authCalls).toEqual([])
  expect(watch.goTrueScripts).toEqual([])
})

test('a stored session loads the account client, which creates the member profile from the sign-up names', async ({ page, context, request }) => {
  const { user, accessToken, expiresAt } = await createMember(request, { first_name: 'Hélène', last_name: 'Garnier' })
  expect(await profileOf(request, user.id)).toEqual([])
  const session = { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, refresh_token: 'jamais-utilise', user }
  await page.addInitScript(
    ({ key, value }) => {
      if (window === window.top && !sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value)
        sessionStorage.setItem('seeded', '1')
      }
    },
    { key: storageKey, value: JSON.stringify(session) },
  )
  const watch = watchAuthCode(context)
  const profileRequests: (string | undefined)[] = []
  page.on('request', (r) => void (r.url().includes('/rest/v1/profiles') && profileRequests.push(r.headers().authorization)))

  await page.goto('/compte')
  await hydrated(page)
  await expect.poll(() => profileOf(request, user.id)).toEqual([{ first_name: 'Hélène', last_name: 'Garnier' }])
  await watch.settled()
  expect(watch.goTrueScripts).toHaveLength(1)
  expect(profileRequests.length).toBeGreaterThan(0)
  expect(new Set(profileRequests)).toEqual(new Set([`Bearer ${accessToken}`])) // as the member, under RLS
  expect(watch.authCalls).toEqual([]) // a valid stored session needs no auth request
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), storageKey)) ?? 'null')).toMatchObject({ access_token: accessToken })
})

test('a session arriving in the URL hash (implicit flow) is read, stored, and its profile created', async ({ page, request }) => {
  const { user, accessToken } = await createMember(request, { first_name: 'Inès', last_name: 'Roux' })
  await page.goto(`/compte#access_token=${accessToken}&expires_in=3600&refresh_token=jamais-utilise&token_type=bearer&type=magiclink`)
  await hydrated(page)
  await expect.poll(() => profileOf(request, user.id)).toEqual([{ first_name: 'Inès', last_name: 'Roux' }])
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey)).toContain(accessToken)
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('')
})
