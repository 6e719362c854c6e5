// Reads the local inbox (maildev) through its REST API, as a test would read the workshop's mail.
export interface InboxEmail {
  id: string
  subject: string
  text: string
  html: string
  to: { address: string }[]
  from: { address: string; name: string }[]
}

export async function inboxEmails(inboxUrl: string): Promise<InboxEmail[]> {
  const response = await fetch(`${inboxUrl}/api/email`)
  if (!response.ok) throw new Error(`inbox answered ${response.status}`)
  return (await response.json()) as InboxEmail[]
}

/** The raw message, every header as sent (the list's JSON has no Reply-To). */
export async function emailSource(inboxUrl: string, id: string): Promise<string> {
  const response = await fetch(`${inboxUrl}/api/email/${id}/source`)
  if (!response.ok) throw new Error(`inbox answered ${response.status}`)
  return response.text()
}

/** One header of a raw message, its folded lines joined. */
export function rawHeader(source: string, name: string): string | null {
  const head = source.split(/\r?\n\r?\n/)[0] ?? ''
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)
  return match?.[1] ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : null
}

export async function clearInbox(inboxUrl: string): Promise<void> {
  await fetch(`${inboxUrl}/api/email/all`, { method: 'DELETE' })
}

/** Waits until the inbox holds `count` e-mails matching `filter`, then a little longer to catch any extra. */
export async function waitForEmails(
  inboxUrl: string,
  count: number,
  filter: (email: InboxEmail) => boolean = () => true,
  { timeoutMs = 60_000, settleMs = 1_500 } = {},
): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const emails = (await inboxEmails(inboxUrl)).filter(filter)
    if (emails.length >= count) {
      await new Promise((resolve) => setTimeout(resolve, settleMs))
      return (await inboxEmails(inboxUrl)).filter(filter)
    }
    if (Date.now() > deadline) return emails
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The iCalendar files of a raw message (its text/calendar parts), decoded from base64 or quoted-printable. */
export function calendarParts(source: string): string[] {
  const parts = source.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .filter((part) => /^Content-Type:\s*text\/calendar/im.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/)
      const content = body.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '')
      const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase()
      if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      if (encoding === 'quoted-printable')
        return Buffer.from(
          content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      return content
    })
}
