// The table public.contact_messages, described once for the site (the row its contact form
// inserts), the Edge Functions (the workshop's e-mail) and the tests. Plain TypeScript with no
// imports, so that Deno and Vite read it as it is. tests/integration/contact-message-row.test.ts
// holds it to the migrated table: each column, its type, whether it may be null, whether visitors
// may insert it.

/** Each column as information_schema.columns names its type, and whether anon may insert it. */
export const contactMessageColumns = {
  id: { type: 'uuid', visitorInserts: true },
  name: { type: 'text', visitorInserts: true },
  email: { type: 'text', visitorInserts: true },
  phone: { type: 'text', nullable: true, visitorInserts: true },
  service: { type: 'text', visitorInserts: true },
  subject: { type: 'text', nullable: true, visitorInserts: true },
  message: { type: 'text', visitorInserts: true },
  preferred_contact: { type: 'text', visitorInserts: true },
  urgency: { type: 'text', visitorInserts: true },
  file_url: { type: 'text', nullable: true, visitorInserts: true },
  created_at: { type: 'timestamp with time zone' },
  notified_at: { type: 'timestamp with time zone', nullable: true },
  notify_attempts: { type: 'integer' },
  notify_last_error: { type: 'text', nullable: true },
  notify_next_attempt_at: { type: 'timestamp with time zone', nullable: true },
  notify_claimed_until: { type: 'timestamp with time zone', nullable: true },
  // Set once the attempts ran out; the database's request to the function, and when it was made.
  notify_gave_up_at: { type: 'timestamp with time zone', nullable: true },
  notify_request_id: { type: 'bigint', nullable: true },
  notify_requested_at: { type: 'timestamp with time zone', nullable: true },
  // The workshop's « Accuser réception » and « Demande traitée — clore » (supabase/functions/visit-action).
  acknowledged_at: { type: 'timestamp with time zone', nullable: true },
  closed_at: { type: 'timestamp with time zone', nullable: true },
  // The back office's « Répondu »: the workshop answered the visitor itself.
  replied_at: { type: 'timestamp with time zone', nullable: true },
  // A requested visit: 'YYYY-MM-DD' and 'HH:MM' in Paris time; no time: « peu importe l'heure ».
  // Optional in an insert: a message without a visit leaves them out.
  visit_date: { type: 'date', nullable: true, visitorInserts: true, optional: true },
  visit_time: { type: 'time without time zone', nullable: true, visitorInserts: true, optional: true },
  // Above the site-wide ceiling, the proof of work the database asked for; sent only when asked, and
  // cleared before the row is stored, so no stored row holds one (`sentOnly`: not in ContactMessageRow).
  proof_of_work: { type: 'text', nullable: true, visitorInserts: true, optional: true, sentOnly: true },
} as const

type Columns = typeof contactMessageColumns
// Over HTTP (PostgREST, RPC) a uuid and a timestamp arrive as strings.
type Value<Column> = (Column extends { type: 'integer' | 'bigint' } ? number : string) | (Column extends { nullable: true } ? null : never)

/** A stored message, as `select *` and the notification's claim return it. */
export type ContactMessageRow = { -readonly [K in keyof Columns as Columns[K] extends { sentOnly: true } ? never : K]: Value<Columns[K]> }

/** What a visitor inserts: every column granted to anon (the id is the client's, so that a retried
 *  send is recognised as the same message). */
export type ContactMessageInsert = {
  -readonly [
    K in keyof Columns as Columns[K] extends { visitorInserts: true; optional: true } ? never : Columns[K] extends { visitorInserts: true } ? K : never
  ]: Value<Columns[K]>
} & {
  -readonly [K in keyof Columns as Columns[K] extends { visitorInserts: true; optional: true } ? K : never]?: Value<Columns[K]>
}
