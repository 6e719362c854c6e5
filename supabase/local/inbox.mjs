// @ts-check
// The local stand-in for the workshop's mailbox: maildev (SMTP plus a web inbox and its REST API
// under /api/email), on the ports of the Supabase CLI's local inbox (web 54324, SMTP 54325).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * @typedef {object} LocalInbox
 * @property {string} url  the web inbox and its REST API
 * @property {string} smtpHost
 * @property {number} smtpPort
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ host?: string, webPort?: number, smtpPort?: number, mailDirectory?: string }} [options]  ports 0: free ones
 * @returns {Promise<LocalInbox>}
 */
export async function startInbox({ host = '127.0.0.1', webPort = 54324, smtpPort = 54325, mailDirectory } = {}) {
  const { MailDev } = await import('maildev')
  // maildev keeps mail in /tmp/maildev unless told otherwise, shared by every inbox on the
  // machine and restored at start: each inbox gets its own folder.
  const directory = mailDirectory ?? mkdtempSync(join(tmpdir(), 'atelier-inbox-'))
  const maildev = new MailDev({ smtp: smtpPort, ip: host, web: webPort, webIp: host, mailDirectory: directory, silent: true })
  /** @type {import('maildev').Servers} */
  let servers
  // maildev's API prints its address with console.info even when silent; the caller prints its own.
  const info = console.info
  console.info = (...args) => {
    if (!String(args[0]).startsWith('MailDev API running at')) info(...args)
  }
  try {
    servers = await maildev.start()
  } catch (error) {
    if (!mailDirectory) rmSync(directory, { recursive: true, force: true })
    throw error
  } finally {
    console.info = info
  }
  // Port 0 asks for free ports: report the ones bound.
  return {
    url: `http://${host}:${servers.api?.getPort() ?? webPort}`,
    smtpHost: host,
    smtpPort: servers.smtp.getPort() ?? smtpPort,
    async close() {
      await maildev.stop()
      if (!mailDirectory) rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** The ports of the inbox of `npm start` and `npm run supabase:local`, each with the variable that sets it. */
export const devInboxPorts = () => [
  { port: Number(process.env.SUPABASE_INBOX_PORT ?? 54324), variable: 'SUPABASE_INBOX_PORT' },
  { port: Number(process.env.SUPABASE_INBOX_SMTP_PORT ?? 54325), variable: 'SUPABASE_INBOX_SMTP_PORT' },
]

/**
 * The inbox of `npm start` and `npm run supabase:local`: http://127.0.0.1:54324 (SUPABASE_INBOX_PORT),
 * SMTP on 54325 (SUPABASE_INBOX_SMTP_PORT), mail kept in .data/inbox across restarts. A taken port
 * is thrown (EADDRINUSE), for the caller to name; null, with the reason printed, when it cannot
 * start for another reason: the site still runs, without e-mails.
 * @returns {Promise<LocalInbox | null>}
 */
export async function startDevInbox() {
  const [webPort, smtpPort] = devInboxPorts().map(({ port }) => port)
  const mailDirectory = resolve('.data/inbox')
  mkdirSync(mailDirectory, { recursive: true })
  try {
    return await startInbox({ webPort, smtpPort, mailDirectory })
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') throw error
    console.warn(
      `Boîte de réception locale non démarrée (ports ${webPort}/${smtpPort}) : ${error instanceof Error ? error.message : String(error)} — aucun e-mail ne sera envoyé.`,
    )
    return null
  }
}
