// The row type the site, the Edge Functions and the tests import
// (supabase/functions/_shared/contactMessageRow.ts) against the table the migrations make: a
// migration that adds, drops or changes a column fails here until the type says the same.
import { describe, expect, it } from 'vitest'
import { contactMessageColumns } from '../../supabase/functions/_shared/contactMessageRow'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'

const described = Object.entries(contactMessageColumns)

describe.each(SCHEMA_KINDS)('the contact_messages row type on %s', (kind) => {
  const backend = useBackend(kind)

  it('names every column of the table, with its type and whether it may be null', async () => {
    const columns: { column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }[] = await backend().query(`
      select column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_messages' order by ordinal_position`)
    expect(columns.length).toBeGreaterThan(0)
    expect(Object.fromEntries(columns.map((c) => [c.column_name, { type: c.data_type, nullable: c.is_nullable === 'YES' }]))).toEqual(
      Object.fromEntries(described.map(([name, column]) => [name, { type: column.type, nullable: 'nullable' in column }])),
    )
  })

  it('marks as inserted by visitors exactly the columns anon may insert', async () => {
    const granted: { column_name: string }[] = await backend().query(`
      select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_messages'
         and has_column_privilege('anon', 'public.contact_messages', column_name::text, 'INSERT')`)
    expect(granted.map((c) => c.column_name).sort()).toEqual(
      described
        .filter(([, column]) => 'visitorInserts' in column)
        .map(([name]) => name)
        .sort(),
    )
  })
})
