// supabase/config.toml, as `supabase config push` sends it to the hosted project and `supabase start`
// reads it: the settings the site relies on, none of the keys the CLI 3.1.0 says go away in v4, and
// the same ports as the local backend (supabase/local). Its buckets: tests/integration/advisor.test.ts.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The file's settings by section: enough TOML for this file (JSON-like values, an array's items
 *  on lines of their own). */
function readToml(text: string) {
  const sections: Record<string, Record<string, unknown>> = { '': {} }
  let current = sections['']!
  for (const line of text
    .replace(/\[\n([^\]]*)\n\]/g, (array: string, items: string) => `[${items.replaceAll('\n', ' ')}]`)
    .split('\n')
    .map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      current = sections[header[1]!] ??= {}
      continue
    }
    const setting = /^([\w-]+) = (.+)$/.exec(line)
    if (!setting) throw new Error(`Ligne non lue : ${line}`)
    current[setting[1]!] = JSON.parse(setting[2]!)
  }
  return sections
}

const config = readToml(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8'))

describe('supabase/config.toml', () => {
  it('keeps sign-up closed: no sign-up, no anonymous sign-in, no SMS; the e-mail provider on for the staff’s codes', () => {
    expect(config['auth']).toMatchObject({ enabled: true, enable_signup: false, enable_anonymous_sign_ins: false })
    expect(config['auth.email']).toMatchObject({ enabled: true, otp_length: 6, otp_expiry: 3600, max_frequency: '60s' })
    expect(config['auth.sms']).toMatchObject({ enabled: false })
  })

  it('sends Auth’s e-mails through the project’s SMTP server, from the environment, with the French code template', () => {
    const smtp = config['auth.email.smtp'] ?? {}
    expect(smtp['enabled']).toBe(true)
    for (const key of ['host', 'port', 'user', 'pass', 'admin_email', 'sender_name']) expect(smtp[key], key).toMatch(/^env\([A-Z_]+\)$/)
    const template = config['auth.email.template.magic_link'] ?? {}
    expect(template['subject']).toMatch(/code de connexion/)
    const html = readFileSync(new URL(`../../${String(template['content_path'])}`, import.meta.url), 'utf8')
    expect(html).toContain('{{ .Token }}')
    expect(html).toContain('lang="fr"')
  })

  it('has none of the keys deprecated in the CLI 3.1.0 (enable_signup of the e-mail and SMS providers)', () => {
    expect(config['auth.email']).not.toHaveProperty('enable_signup')
    expect(config['auth.sms']).not.toHaveProperty('enable_signup')
  })

  it('takes site_url and the redirect URLs from the environment, so that the hosted project gets no local address', () => {
    expect(config['auth']?.['site_url']).toMatch(/^env\([A-Z_]+\)$/)
    expect(config['auth']?.['additional_redirect_urls']).toEqual([config['auth']?.['site_url']])
  })

  it('names the Postgres major version of a new hosted project', () => {
    expect(config['db']?.['major_version']).toBe(17)
  })

  it('lets the database call the Edge Functions with their own secret rather than a JWT', () => {
    expect(config['functions.notify-workshop']).toEqual({ verify_jwt: false })
    expect(config['functions.contact-retention']).toEqual({ verify_jwt: false })
  })

  it("has the local backend's default ports and row limit (server.mjs, rest.mjs, inbox.mjs)", () => {
    expect(config['api']).toMatchObject({ port: 54321, max_rows: 1000 })
    expect(config['local_smtp']).toMatchObject({ enabled: true, port: 54324, smtp_port: 54325 })
  })
})
