// The table public.contact_messages for the site (the row its contact form inserts), the Edge
// Functions (the workshop's e-mail) and the tests: its row as the database's generated types say
// (database.ts), and the columns visitors insert. Types only, so that Deno and Vite read it as it
// is. tests/integration/contact-message-row.test.ts holds the list to the grants of anon.
import type { Database } from './database.ts'

/** A stored message, as `select *` and the notification's claim return it. */
export type ContactMessageRow = Database['public']['Tables']['contact_messages']['Row']

/** The columns anon may insert (`grant insert (…)` in supabase/schemas/contact_messages.sql). */
export const visitorInsertColumns = [
  'id',
  'name',
  'email',
  'phone',
  'service',
  'subject',
  'message',
  'preferred_contact',
  'urgency',
  'file_url',
  'visit_date',
  'visit_time',
] as const

/** Left out of an insert by a message without a visit. */
type OptionalColumn = 'visit_date' | 'visit_time'

/** What a visitor inserts: every column granted to anon (the id is the client's, so that a retried
 *  send is recognised as the same message). */
export type ContactMessageInsert = Pick<ContactMessageRow, Exclude<(typeof visitorInsertColumns)[number], OptionalColumn>> &
  Partial<Pick<ContactMessageRow, OptionalColumn>>
