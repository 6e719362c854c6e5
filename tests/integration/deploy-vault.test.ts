// The SQL `npm run deploy` runs on the hosted database (scripts/deploy/vaultSql.mjs), run here on
// the local Vault: twice in a row it changes nothing; a new value replaces the old one.
import { describe, expect, it } from 'vitest'
import { vaultSecretsSql } from '../../scripts/deploy/vaultSql.mjs'
import { SCHEMA_KINDS, useBackend, type TestBackend } from './helpers/backend'

const secrets = {
  project_url: 'https://abcdefghijklmnopqrst.supabase.co',
  notify_workshop_secret: "un secret avec une apostrophe ' dedans",
  contact_retention_secret: 'r'.repeat(40),
}

const vault = (backend: TestBackend) =>
  backend.query(`select name, decrypted_secret, updated_at from vault.decrypted_secrets where name = any($1::text[]) order by name`, [Object.keys(secrets)])

describe.each(SCHEMA_KINDS)('the deploy’s Vault and origin SQL on %s', (kind) => {
  const backend = useBackend(kind)

  it('writes each secret once, leaves it untouched when run again, and replaces a changed value', async () => {
    const api = backend()
    await api.query(`delete from vault.secrets where name = 'contact_retention_secret'`)
    await api.query(vaultSecretsSql(secrets))
    const first = await vault(api)
    expect(first.map((row) => [row.name, row.decrypted_secret])).toEqual(Object.entries(secrets).sort(([a], [b]) => a.localeCompare(b)))

    await api.query(vaultSecretsSql(secrets))
    expect(await vault(api)).toEqual(first)

    await api.query(vaultSecretsSql({ ...secrets, contact_retention_secret: 's'.repeat(40) }))
    const changed = await vault(api)
    expect(changed.find((row) => row.name === 'contact_retention_secret')?.decrypted_secret).toBe('s'.repeat(40))
    expect(changed.filter((row) => row.name !== 'contact_retention_secret')).toEqual(first.filter((row) => row.name !== 'contact_retention_secret'))
  })
})
