// The local backend's sign-in by e-mailed code, sign-out and user administration, through the real
// supabase-js client, answering as GoTrue does (its internal/api otp.go, magic_link.go, verify.go,
// mail.go, logout.go and admin.go): the contract the back office's sign-in relies on, locally and hosted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { BACKEND_KINDS, startTestBackend, supabaseClient, type TestBackend } from './helpers/backend'
import { inboxEmails } from './helpers/inbox'
import { allowNewCode, claimsOf, codeFromInbox, signInByCode } from './helpers/signInByCode'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const EXPIRED = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' }

describe.each(BACKEND_KINDS)('sign-in by e-mailed code on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  // A few requests from one client address reach the per-client limits here; every other
  // request comes from an address of its own (helpers/backend.ts).
  const limits = { clientRequests: 4, clientVerifications: 6 }

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort }, auth: limits })
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })

  async function invited(prefix = 'atelier') {
    const email = `${prefix}-${stamp()}@example.fr`
    const { data, error } = await backend.service.auth.admin.createUser({ email, email_confirm: true })
    expect(error).toBeNull()
    return { email, id: data.user?.id as string }
  }
  const askCode = (email: string, shouldCreateUser = false) => backend.anon.auth.signInWithOtp({ email, options: { shouldCreateUser } })
  const verify = (email: string, token: string) => backend.anon.auth.verifyOtp({ email, token, type: 'email' })
  const mailTo = async (email: string) => (await inboxEmails(inbox.url)).filter((message) => message.to.some((to) => to.address === email))

  it('e-mails an invited address a six-digit code in French, which opens a session of auth.sessions once', async () => {
    const { email, id } = await invited()
    expect((await askCode(email)).error).toBeNull()
    const { code, message } = await codeFromInbox(inbox.url, email)
    expect(message.subject).toBe('Votre code de connexion à l’atelier')
    expect(message.text).toContain('Voici votre code pour entrer dans l’espace de l’atelier')
    expect(message.html).toContain(code)

    const { data, error } = await verify(email, code)
    expect(error).toBeNull()
    const session = data.session!
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id, email } })
    const claims = claimsOf(session.access_token)
    expect(claims).toMatchObject({ sub: id, role: 'authenticated', aal: 'aal1', amr: [{ method: 'otp' }] })
    const rows = await backend.query('select user_id::text, aal::text from auth.sessions where id = $1::uuid', [claims.session_id])
    expect(rows).toEqual([{ user_id: id, aal: 'aal1' }])

    // Spent: the same code again is refused.
    expect(await verify(email, code)).toMatchObject({ error: EXPIRED, data: { session: null } })
    // A refreshed session keeps how it was opened.
    const refreshed = await backend.anon.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ session_id: claims.session_id, amr: [{ method: 'otp' }] })
  })

  it('sends nothing to an address not invited or not confirmed, answering as GoTrue does with sign-up closed', async () => {
    const stranger = `inconnu-${stamp()}@example.fr`
    expect((await askCode(stranger)).error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' })
    expect((await askCode(stranger, true)).error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' })
    expect((await askCode('pas-une-adresse')).error).toMatchObject({ status: 422, code: 'otp_disabled' })

    const unconfirmed = `pas-confirme-${stamp()}@example.fr`
    expect((await backend.service.auth.admin.createUser({ email: unconfirmed })).error).toBeNull()
    expect((await askCode(unconfirmed)).error).toMatchObject({ status: 422, code: 'signup_disabled' })

    // Codes are sent before the answer: a moment later, still nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect([...(await mailTo(stranger)), ...(await mailTo(unconfirmed))]).toEqual([])
    expect(await verify(stranger, '123456')).toMatchObject({ error: EXPIRED })
  })

  it('refuses a second code to one address within the minute with GoTrue’s 429, then replaces the first code', async () => {
    const { email } = await invited()
    const seen = new Set<string>()
    expect((await askCode(email)).error).toBeNull()
    const first = await codeFromInbox(inbox.url, email, seen)
    const again = await askCode(email)
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    const seconds = Number(/^For security purposes, you can only request this after (\d+) seconds\.$/.exec(again.error!.message)?.[1])
    expect(seconds).toBeGreaterThan(50)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(await mailTo(email)).toHaveLength(1)

    await allowNewCode(backend, email)
    expect((await askCode(email)).error).toBeNull()
    const second = await codeFromInbox(inbox.url, email, seen)
    if (second.code !== first.code) expect(await verify(email, first.code)).toMatchObject({ error: EXPIRED })
    expect((await verify(email, second.code)).error).toBeNull()
  })

  it('lets a code live otp_expiry seconds (3,600, config.toml), no longer', async () => {
    const { email } = await invited()
    expect((await askCode(email)).error).toBeNull()
    const { code } = await codeFromInbox(inbox.url, email)
    const sentAgo = (seconds: number) =>
      backend.query(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2::int) where email = $1::text`, [email, seconds])
    await sentAgo(3_610)
    expect(await verify(email, code)).toMatchObject({ error: EXPIRED })
    await sentAgo(3_590)
    expect((await verify(email, code)).error).toBeNull()
  })

  it('voids a code after five wrong ones: the right code is refused after them', async () => {
    const { email } = await invited()
    expect((await askCode(email)).error).toBeNull()
    const { code } = await codeFromInbox(inbox.url, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await verify(email, wrong)).toMatchObject({ error: EXPIRED })
    expect(await verify(email, code)).toMatchObject({ error: EXPIRED })
  })

  it('limits code requests and code checks per client address, with GoTrue’s 429 over_request_rate_limit', async () => {
    const fromOnePlace = supabaseClient(backend.url, backend.publishableKey, undefined, `198.51.100.${Math.floor(Math.random() * 200) + 1}`)
    for (let request = 0; request < limits.clientRequests; request += 1) {
      const answer = await fromOnePlace.auth.signInWithOtp({ email: `essai-${stamp()}@example.fr`, options: { shouldCreateUser: false } })
      expect(answer.error?.code).toBe('otp_disabled')
    }
    const { email } = await invited()
    const refused = await fromOnePlace.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    expect(await mailTo(email)).toEqual([])

    for (let check = 0; check < limits.clientVerifications; check += 1) {
      expect((await fromOnePlace.auth.verifyOtp({ email, token: '123456', type: 'email' })).error?.code).toBe('otp_expired')
    }
    expect((await fromOnePlace.auth.verifyOtp({ email, token: '123456', type: 'email' })).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })

  it('signs out this session (local), the others (others) or all (global): their rows go, their refresh tokens fail', async () => {
    const { email, id } = await invited()
    const seen = new Set<string>()
    const signIn = () => signInByCode(backend, inbox.url, email, seen)
    const sessionsLeft = async () =>
      (await backend.query('select id::text from auth.sessions where user_id = $1::uuid', [id])).map((row) => row.id as string).sort()
    const sessionOf = (session: { access_token: string }) => claimsOf(session.access_token).session_id as string

    const [a, b, c] = [await signIn(), await signIn(), await signIn()]
    expect(await sessionsLeft()).toEqual([a, b, c].map(({ session }) => sessionOf(session)).sort())

    expect((await c.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect(await sessionsLeft()).toEqual([sessionOf(c.session)])
    expect((await backend.anon.auth.refreshSession({ refresh_token: a.session.refresh_token })).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
    })
    // GoTrue's answer to a token whose session is gone, which supabase-js reads as AuthSessionMissingError.
    const ended = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.publishableKey, authorization: `Bearer ${b.session.access_token}` } })
    expect(ended.status).toBe(403)
    expect(await ended.json()).toEqual({ code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' })
    expect((await backend.anon.auth.getUser(b.session.access_token)).error?.name).toBe('AuthSessionMissingError')

    expect((await c.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(await sessionsLeft()).toEqual([])

    const [d, e] = [await signIn(), await signIn()]
    expect((await d.client.auth.signOut()).error).toBeNull()
    expect(await sessionsLeft()).toEqual([])
    expect((await backend.anon.auth.refreshSession({ refresh_token: e.session.refresh_token })).error?.code).toBe('refresh_token_not_found')

    const unknownScope = await fetch(`${backend.url}/auth/v1/logout?scope=partout`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${e.session.access_token}` },
    })
    expect(unknownScope.status).toBe(400)
    expect(await unknownScope.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported logout scope "partout"' })
  })

  it('lets the service role list users by page, read, update app_metadata key by key and delete a user', async () => {
    const users = [await invited('liste'), await invited('liste'), await invited('liste')]
    const admin = backend.service.auth.admin
    const firstPage = await admin.listUsers({ page: 1, perPage: 2 })
    expect(firstPage.error).toBeNull()
    expect(firstPage.data.users).toHaveLength(2)
    expect(firstPage.data).toMatchObject({ nextPage: 2, aud: 'authenticated' })
    const total = (firstPage.data as { total: number }).total
    expect(total).toBeGreaterThanOrEqual(3)
    expect((firstPage.data as { lastPage: number }).lastPage).toBe(Math.ceil(total / 2))
    // Newest first: the last user created heads the list.
    expect(firstPage.data.users[0]?.id).toBe(users[2]?.id)

    const target = users[0]!
    expect((await admin.getUserById(target.id)).data.user).toMatchObject({ id: target.id, email: target.email })
    const granted = await admin.updateUserById(target.id, { app_metadata: { role: 'workshop' } })
    expect(granted.data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'], role: 'workshop' })
    const removed = await admin.updateUserById(target.id, { app_metadata: { role: null } })
    expect(removed.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] })

    const { session } = await signInByCode(backend, inbox.url, target.email)
    expect((await admin.deleteUser(target.id)).error).toBeNull()
    expect((await admin.getUserById(target.id)).error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' })
    expect(await backend.query('select 1 from auth.sessions where user_id = $1::uuid', [target.id])).toEqual([])
    expect((await backend.anon.auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe('refresh_token_not_found')
    const notAnId = await fetch(`${backend.url}/auth/v1/admin/users/pas-un-uuid`, { headers: { apikey: backend.secretKey } })
    expect(notAnId.status).toBe(404)
    expect(await notAnId.json()).toEqual({ code: 404, error_code: 'validation_failed', msg: 'user_id must be an UUID' })

    const asMember = supabaseClient(backend.url, backend.publishableKey, session.access_token)
    for (const client of [backend.anon, asMember]) {
      expect((await client.auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' })
    }
  })
})
