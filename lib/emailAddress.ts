// An e-mail address as the contact form takes it, written once for the form and the back office:
// the spaces typed around it dropped, and the shape the CHECK on contact_messages.email accepts
// (tests/integration/message-rules.test.ts feeds the same cases to the form and the table). The
// database compares addresses in lower case (the rate limits, the retention, « Clients »:
// private.client_address in supabase/schemas/clients.sql).

export const EMAIL_MAX_LENGTH = 254

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/

/** The address as the form sends it. */
export const typedEmail = (typed: string) => typed.trim()

/** Whether an address (as typedEmail gives it) is one the database accepts. Lengths in characters,
 *  as PostgreSQL's char_length counts them. */
export const isEmailAddress = (address: string) => [...address].length <= EMAIL_MAX_LENGTH && emailShape.test(address)
