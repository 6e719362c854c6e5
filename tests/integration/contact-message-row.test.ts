// The columns the site's contact form inserts (supabase/functions/_shared/request/contactMessageRow.ts)
// against the table's grants: a column granted to visitors or taken back fails here until the list
// says the same. The row's own type is generated from the database (database-types.test.ts).
import { describe, expect, it } from 'vitest'
import { visitorInsertColumns } from '../../supabase/functions/_shared/request/contactMessageRow'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'

describe.each(SCHEMA_KINDS)('the contact_messages insert on %s', (kind) => {
  const backend = useBackend(kind)

  it('lists exactly the columns anon may insert', async () => {
    const granted: { column_name: string }[] = await backend().query(`
      select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_messages'
         and has_column_privilege('anon', 'public.contact_messages', column_name::text, 'INSERT')`)
    expect(granted.length).toBeGreaterThan(0)
    expect(granted.map((c) => c.column_name).sort()).toEqual([...visitorInsertColumns].sort())
  })
})
