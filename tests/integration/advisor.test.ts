// The checks of Supabase's security advisor (splinter lints) that this schema must pass,
// asserted against the catalog after the migrations ran.
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { EXPECTED_BUCKETS } from '../../supabase/buckets.mjs'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url))

describe('migrations', () => {
  const migrations = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'))

  it('are named <timestamp>_<name>.sql as the Supabase CLI expects', () => {
    expect(migrations.length).toBeGreaterThanOrEqual(4)
    for (const file of migrations) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/)
  })

  it('only use what a hosted project already has (no roles, auth or storage internals created)', () => {
    for (const file of migrations) {
      // Enabling pg_net and pg_cron, which every hosted project offers, is the migrations' job (the
      // workshop's notification), and pgcrypto (the rate limits' HMAC) is already installed in every
      // hosted project's schema extensions; nothing else may be created outside public.
      const sql = readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8')
        .toLowerCase()
        .replace(/create\s+extension\s+if\s+not\s+exists\s+(pg_net|pg_cron|pgcrypto)\b/g, '')
      expect(sql, file).not.toMatch(
        /create\s+role|create\s+schema\s+(auth|storage)|create\s+table\s+(auth|storage)\.|alter\s+table\s+(auth|storage)\.|create\s+extension/,
      )
    }
  })
})

describe.each(SCHEMA_KINDS)('security advisor on %s', (kind) => {
  const backend = useBackend(kind)

  it('has row level security on every table in public, each with at least one policy', async () => {
    const rows = await backend().query(`
      select c.relname, c.relrowsecurity,
             (select count(*)::int from pg_catalog.pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
       order by c.relname`)
    expect(rows.map((row) => row.relname)).toEqual([
      'contact_messages',
      'gold_price_lists',
      'gold_prices',
      'opening_exceptions',
      'price_lines',
      'profiles',
      'request_quotes',
      'request_statuses',
      'review_profile',
      'reviews',
      'showcase_pieces',
      'summer_closure',
      'weekly_hours',
      'workshop_contact',
      'workshop_journal',
    ])
    for (const row of rows) {
      expect(row.relrowsecurity, row.relname).toBe(true)
      expect(row.policies, row.relname).toBeGreaterThan(0)
    }
  })

  it('has no always-true policy', async () => {
    const rows = await backend().query(`
      select schemaname, tablename, policyname, qual, with_check from pg_catalog.pg_policies
       where schemaname in ('public', 'storage')
         and (coalesce(btrim(qual), '') in ('true', '(true)') or coalesce(btrim(with_check), '') in ('true', '(true)'))`)
    expect(rows).toEqual([])
  })

  it('pins search_path on every function in public', async () => {
    const rows = await backend().query(`
      select p.proname, p.proconfig from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}'::text[])) setting where setting like 'search_path=%')`)
    expect(rows).toEqual([])
    const [trigger] = await backend().query(`select proconfig from pg_catalog.pg_proc where proname = 'set_updated_at'`)
    expect(trigger.proconfig).toContain('search_path=""')
  })

  it('lets nobody but the workshop read the contact_images bucket, or remove from it the photos of an erased client (a member’s SELECT and DELETE policies)', async () => {
    const rows = await backend().query(`
      select policyname, cmd, roles::text[] as roles, qual from pg_catalog.pg_policies
       where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL', 'UPDATE', 'DELETE')
         and qual not like '%showcase%'
       order by cmd`)
    expect(rows).toEqual([
      {
        policyname: 'The workshop removes the photos of an erased client',
        cmd: 'DELETE',
        roles: ['authenticated'],
        qual: expect.stringContaining('is_erased_client_photo(name)'),
      },
      { policyname: 'The workshop reads the contact photos', cmd: 'SELECT', roles: ['authenticated'], qual: expect.stringContaining('is_workshop()') },
    ])
    for (const row of rows) expect(row.qual).toMatch(/contact_images[\s\S]*is_workshop\(\)/)
    const inserts = await backend().query(`
      select with_check from pg_catalog.pg_policies where schemaname = 'storage' and tablename = 'objects' and cmd = 'INSERT' order by with_check`)
    expect(inserts).toHaveLength(2)
    expect(inserts[0].with_check).toContain('contact_images')
    expect(inserts[1].with_check).toMatch(/showcase[\s\S]*is_workshop\(\)/)
  })

  it('lets anyone read only the photos of published pieces in the showcase bucket, and only the workshop read all, upload and remove', async () => {
    const rows = await backend().query(`
      select policyname, cmd, roles::text[] as roles from pg_catalog.pg_policies
       where schemaname = 'storage' and tablename = 'objects' and coalesce(qual, with_check) like '%showcase%'
       order by cmd, policyname`)
    expect(rows).toEqual([
      { policyname: 'The workshop removes a photo no piece shows', cmd: 'DELETE', roles: ['authenticated'] },
      { policyname: 'The workshop uploads the photo of a piece under a UUID name', cmd: 'INSERT', roles: ['authenticated'] },
      { policyname: 'The photos of published pieces are public', cmd: 'SELECT', roles: ['anon', 'authenticated'] },
      { policyname: 'The workshop reads the photos of the pieces', cmd: 'SELECT', roles: ['authenticated'] },
    ])
  })

  it('grants visitors only the insert of the contact form columns', async () => {
    const [privileges] = await backend().query(`
      select has_table_privilege('anon', 'public.contact_messages', 'SELECT') as can_select,
             has_table_privilege('anon', 'public.contact_messages', 'UPDATE') as can_update,
             has_table_privilege('anon', 'public.contact_messages', 'DELETE') as can_delete,
             has_column_privilege('anon', 'public.contact_messages', 'message', 'INSERT') as can_insert_message,
             has_column_privilege('anon', 'public.contact_messages', 'created_at', 'INSERT') as can_insert_created_at,
             has_table_privilege('anon', 'public.profiles', 'SELECT') as can_read_profiles,
             has_table_privilege('anon', 'public.reviews', 'INSERT') as can_write_reviews,
             has_table_privilege('anon', 'public.reviews', 'SELECT') as can_read_reviews`)
    expect(privileges).toEqual({
      can_select: false,
      can_update: false,
      can_delete: false,
      can_insert_message: true,
      can_insert_created_at: false,
      can_read_profiles: false,
      can_write_reviews: false,
      can_read_reviews: true,
    })
  })

  it('declares the same buckets as supabase/buckets.mjs', async () => {
    const rows = await backend().query('select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id')
    expect(
      rows.map((row) => ({
        id: row.id,
        options: {
          public: row.public,
          fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
          allowedMimeTypes: row.allowed_mime_types,
        },
      })),
    ).toEqual([...EXPECTED_BUCKETS].sort((a, b) => a.id.localeCompare(b.id)))
  })

  it('config.toml declares the same buckets', () => {
    const toml = readFileSync('supabase/config.toml', 'utf8')
    const mebibytes = (value: string) => Number(/^"(\d+)MiB"$/.exec(value)?.[1]) * 1024 * 1024
    const declared = [...toml.matchAll(/^\[storage\.buckets\.(\w+)\]\n((?:[a-z_]+ = .+\n?)+)/gm)].map(([, id, body]) => {
      const setting = (key: string) => new RegExp(`^${key} = (.+)$`, 'm').exec(body ?? '')?.[1] ?? ''
      return {
        id,
        options: {
          public: setting('public') === 'true',
          fileSizeLimit: mebibytes(setting('file_size_limit')),
          allowedMimeTypes: JSON.parse(setting('allowed_mime_types')) as string[],
        },
      }
    })
    expect(declared.sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''))).toEqual([...EXPECTED_BUCKETS].sort((a, b) => a.id.localeCompare(b.id)))
  })
})
