// `npm run atelier:invite` and `npm run atelier:revoke` (scripts/atelier/), run as a person runs them,
// against a local backend of the test's own: what they print, what they change, and that the person
// invited then signs in with a code from the inbox and is the workshop, until revoked.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { signInByCode } from './helpers/signInByCode'

const script = (name: 'invite' | 'revoke') => fileURLToPath(new URL(`../../scripts/atelier/${name}.mjs`, import.meta.url))
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Runs a command with only the given Supabase variables set. */
function run(name: 'invite' | 'revoke', email: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { SUPABASE_URL: _url, SUPABASE_SECRET_KEY: _key, SUPABASE_PORT: _port, ...inherited } = process.env
  return new Promise((resolve) => {
    execFile(process.execPath, [script(name), email], { env: { ...inherited, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe.each(SCHEMA_KINDS)('the workshop’s invitation commands on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let hosted: Record<string, string>

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
    // As against a hosted project: its URL and secret key.
    hosted = { SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: backend.secretKey }
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })

  const membership = async (email: string) =>
    backend.query(
      `select u.email_confirmed_at is not null as confirmed, u.raw_app_meta_data ->> 'role' as role, m.user_id is not null as member
         from auth.users u left join private.workshop_members m on m.user_id = u.id where u.email = $1::text`,
      [email],
    )

  it('invites a new address: a confirmed user with the role, who signs in by code and is the workshop until revoked', async () => {
    const email = `patronne-${stamp()}@example.fr`
    const invited = await run('invite', email.toUpperCase(), hosted)
    expect(invited).toMatchObject({ code: 0, stderr: '' })
    expect(invited.stdout.trim()).toBe(`Invitation faite\u00a0: ${email} peut se connecter sur /atelier avec un code reçu par e-mail.`)
    expect(await membership(email)).toEqual([{ confirmed: true, role: 'workshop', member: true }])

    const { client } = await signInByCode(backend, inbox.url, email)
    expect((await client.rpc('is_workshop')).data).toBe(true)

    const revoked = await run('revoke', email, hosted)
    expect(revoked).toMatchObject({ code: 0, stderr: '' })
    expect(revoked.stdout.trim()).toBe(`Accès retiré\u00a0: ${email} ne peut plus entrer dans /atelier, et ses sessions sont fermées sur tous ses appareils.`)
    expect((await client.rpc('is_workshop')).data).toBe(false)
    expect(await membership(email)).toEqual([{ confirmed: true, role: null, member: false }])

    const again = await run('revoke', email, hosted)
    expect(again.stdout.trim()).toBe(`${email} n’avait pas accès à /atelier\u00a0: rien à retirer (ses sessions éventuelles sont fermées).`)
  })

  it('invites an address that already has an account, unconfirmed or already a member, without a second account', async () => {
    const email = `employe-${stamp()}@example.fr`
    expect((await backend.service.auth.admin.createUser({ email })).error).toBeNull()
    for (let time = 0; time < 2; time += 1) expect((await run('invite', email, hosted)).code).toBe(0)
    expect(await membership(email)).toEqual([{ confirmed: true, role: 'workshop', member: true }])
  })

  it('acts on the local backend when no project is named (SUPABASE_PORT picks its port)', async () => {
    const email = `local-${stamp()}@example.fr`
    const invited = await run('invite', email, { SUPABASE_PORT: new URL(backend.url).port })
    expect(invited.code).toBe(0)
    expect(invited.stdout).toContain('En local, le code arrive dans la boîte de réception de npm start')
    expect(await membership(email)).toEqual([{ confirmed: true, role: 'workshop', member: true }])
  })

  it('explains in French a bad address, a half-named project, a refused key and a project that does not answer', async () => {
    const bad = await run('invite', 'pas-une-adresse', hosted)
    expect(bad).toMatchObject({ code: 1, stdout: '' })
    expect(bad.stderr.trim()).toBe('«\u00a0pas-une-adresse\u00a0» n’est pas une adresse e-mail. Exemple\u00a0: npm run atelier:invite -- prenom@exemple.fr')

    const half = await run('invite', 'a@example.fr', { SUPABASE_URL: backend.url })
    expect(half.code).toBe(1)
    expect(half.stderr).toContain('donnez SUPABASE_URL et SUPABASE_SECRET_KEY ensemble')

    const refused = await run('revoke', 'a@example.fr', { ...hosted, SUPABASE_SECRET_KEY: 'sb_secret_pas-la-bonne-cle' })
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim()).toBe(`La clé secrète est refusée par ${backend.url}\u00a0: vérifiez SUPABASE_SECRET_KEY.`)

    const nobody = await run('invite', 'a@example.fr', { ...hosted, SUPABASE_URL: 'http://127.0.0.1:9' })
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('Supabase ne répond pas sur http://127.0.0.1:9')
    expect(await backend.query(`select 1 from auth.users where email = 'a@example.fr'`)).toEqual([])
  })
})
