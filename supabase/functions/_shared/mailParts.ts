// What every e-mail of the Edge Functions is built with, whichever function sends it: the
// workshop's address, text made safe for HTML and for a header, the one HTML page they are all laid
// out in, and a Message-ID on the sender's domain. Plain TypeScript, shared by the functions (Deno)
// and their unit tests (vitest). Each e-mail's own content lives in its own module beside this one.
import { email } from '../../../lib/owner.ts'

/** The e-mails' sender without MAIL_FROM, and where the workshop's own e-mails go when no address is
 *  given: lib/owner.ts's address, unless the WORKSHOP_EMAIL secret (which the deploy sets from the
 *  owner's facts the site is built with) says otherwise. The functions give the builders the address
 *  the owner saved in the back office (workshopContact.ts), for the workshop's e-mails as for the
 *  customers'. */
export const DEFAULT_WORKSHOP_EMAIL = email

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe inside HTML: the workshop's e-mails and the visitors'. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/** One line for a header: CR, LF, tabs and every other control or line separator become a space. */
export function headerSafe(value: string, maxLength = 200): string {
  // Control characters are exactly what must go.
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g
  // Runs of spaces become one, but the no-break spaces of French typography (before a colon) stay.
  const line = value
    .replace(controls, ' ')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
  const characters = [...line]
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('')}…` : line
}

/** The HTML part of every e-mail: one French page, its title the subject, `body` already escaped. */
export const htmlDocument = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#10182b">
${body}
</body></html>`

/** A Message-ID `<localPart@domain>` on the domain of the sender's address (RFC 5322 3.6.4: unique,
 *  on the sender's domain), 'localhost' when it has none. */
export function messageIdOn(localPart: string, senderAddress: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(senderAddress)?.[1] ?? 'localhost'
  return `<${localPart}@${domain}>`
}
