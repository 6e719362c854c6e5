// The table public.contact_messages for the site (the row its contact form inserts), the Edge
// Functions (the workshop's e-mail) and the tests: its row as the database's generated types say
// (database.ts), and the columns visitors insert. Types only, so that Deno and Vite read it as it
// is. tests/integration/contact-message-row.test.ts holds the list to the grants of anon.
import type { Database } from '../database.ts'

type Columns = Database['public']['Tables']['contact_messages']['Row']

/** A stored message, as `select *` and the notification's claim return it: without the proof of
 *  work and the tracking secret, which the insert's triggers clear before a row is stored. */
export type ContactMessageRow = Omit<Columns, 'proof_of_work' | 'tracking_secret'>

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
  // Above the site-wide ceiling, the proof of work the database asked for: sent only when asked,
  // and cleared before the row is stored (supabase/schemas/contact_rate_limits.sql).
  'proof_of_work',
  // The tracking secret the browser drew: kept as its hash, cleared before the row is stored
  // (supabase/schemas/request_tracking.sql).
  'tracking_secret',
] as const

/** Left out of an insert by a message without a visit, by one the database asked no proof of, and by
 *  one queued by a build that drew no tracking secret. */
type OptionalColumn = 'visit_date' | 'visit_time' | 'proof_of_work' | 'tracking_secret'

/** What a visitor inserts: every column granted to anon (the id is the client's, so that a retried
 *  send is recognised as the same message). */
export type ContactMessageInsert = Pick<Columns, Exclude<(typeof visitorInsertColumns)[number], OptionalColumn>> & Partial<Pick<Columns, OptionalColumn>>
