// The inbox the test server starts (tests/e2e/support/serve.mjs): the workshop's e-mails, read from Node.
import { emailSource, inboxEmails, rawHeader, type InboxEmail } from '../../integration/helpers/inbox'

const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321)
const inboxUrl = `http://127.0.0.1:${process.env.SUPABASE_INBOX_PORT ?? supabasePort + 3}`

/** The e-mails whose text holds this (tests send unique texts). */
export async function emailsAbout(text: string): Promise<InboxEmail[]> {
  return (await inboxEmails(inboxUrl)).filter((email) => email.text.includes(text))
}

export async function replyTo(email: InboxEmail): Promise<string | null> {
  return rawHeader(await emailSource(inboxUrl, email.id), 'Reply-To')
}
