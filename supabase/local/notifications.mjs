// @ts-check
// The workshop's notification path, locally, as hosted: the insert trigger queues an HTTP request
// (net.http_post, emulated in baseline.sql), the pg_net worker sends it to /functions/v1/notify-workshop
// once the insert has committed, and the function, in Deno, sends the e-mail over SMTP to the local
// inbox. Timers run what pg_cron runs hosted: the sweep, the digest (the Edge Function
// workshop-digest), the visitors' reminders (visit-reminders), the sweep of the workshop's decisions' e-mails (visit-notices), the receipts sent again (request-receipts), the sweep of the quotes' answers' e-mails (quote-answer) and the retention job (the Edge Function contact-retention). Without an inbox, the Vault holds no notification secret, so the trigger queues
// nothing and no mail is attempted: no errors, no waiting.
import { randomBytes } from 'node:crypto'
import { createFunctionsHandler } from './functions.mjs'
import { HEALTH_SECRET, VISIT_ACTION_SECRET, VISIT_FEED_KEY } from './keys.mjs'
import { startPgNetWorker } from './pg-net.mjs'
import { startScheduler } from './scheduler.mjs'

const SWEEP_JOB = 'notify-workshop-sweep'
const RETENTION_JOB = 'contact-retention'
const DIGEST_JOB = 'workshop-digest'
// The visitors' reminders the day before their visit (pg_cron hourly through the day hosted).
const REMINDERS_JOB = 'visit-reminders'
const REMINDERS_INTERVAL_MS = 60 * 60 * 1000
// The visitors' e-mails of the workshop's decisions not yet sent (pg_cron every ten minutes hosted).
const NOTICES_JOB = 'visit-notices'
const NOTICES_INTERVAL_MS = 10 * 60 * 1000
// The customers' receipts whose sending failed, sent again (pg_cron every ten minutes hosted).
const RECEIPTS_JOB = 'request-receipts'
// The workshop's e-mails of quotes answered online not yet sent (pg_cron every ten minutes hosted).
const QUOTE_ANSWERS_JOB = 'quote-answers'
// The rate limits' rows go once 24 hours old (pg_cron every ten minutes hosted).
const PURGE_JOB = 'contact-sends-purge'
const PURGE_INTERVAL_MS = 10 * 60 * 1000
// pg_cron's history (emulated here, baseline.sql) is trimmed to a week, daily.
const TRIM_JOB = 'cron-history-trim'
const TRIM_INTERVAL_MS = 24 * 60 * 60 * 1000
// The workshop's journal is kept a year (pg_cron daily hosted, as the trim above).
const JOURNAL_JOB = 'workshop-journal-purge'
// The visits booked by phone go a month after their day (pg_cron daily hosted).
const PHONE_VISITS_JOB = 'phone-visits-purge'
// The site's build asked of the host's deploy hook once edits pause (pg_cron every minute hosted);
// locally no hook is in Vault, so changes wait and the pages correct them after hydration.
const SITE_BUILD_JOB = 'site-build'
const SITE_BUILD_INTERVAL_MS = 60 * 1000
// Hosted, pg_cron asks for the digest hourly.
const DIGEST_INTERVAL_MS = 60 * 60 * 1000
// Hosted, pg_cron runs it daily; a local server may not live a day.
const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000

/**
 * @typedef {object} MailSettings
 * @property {string} smtpHost
 * @property {number} smtpPort
 * @property {string} [workshopEmail]  WORKSHOP_EMAIL; lib/site.ts's address otherwise
 * @property {string} [siteUrl]  SITE_URL, the site the e-mails' action links open; the production site otherwise
 */

/**
 * @param {{
 *   db: import('./database.mjs').Database,
 *   url: string,
 *   secretKey: string,
 *   mail: MailSettings | null | undefined,
 *   sweepIntervalMs: number,
 *   log: (line: string) => void,
 *   functionSecrets?: Record<string, string>,
 * }} options
 */
export async function startNotifications({ db, url, secretKey, mail, sweepIntervalMs, log, functionSecrets = {} }) {
  const notifySecret = randomBytes(24).toString('base64url')
  const retentionSecret = randomBytes(24).toString('base64url')
  /** @type {Record<string, string>} */
  const secrets = {
    SUPABASE_URL: url,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: secretKey }),
    NOTIFY_WORKSHOP_SECRET: notifySecret,
    CONTACT_RETENTION_SECRET: retentionSecret,
    HEALTH_SECRET,
    VISIT_FEED_KEY,
    VISIT_ACTION_SECRET,
    ...functionSecrets,
  }
  if (mail) {
    Object.assign(secrets, { SMTP_HOST: mail.smtpHost, SMTP_PORT: String(mail.smtpPort), SMTP_SECURE: 'false' })
    if (mail.workshopEmail) secrets.WORKSHOP_EMAIL = mail.workshopEmail
    if (mail.siteUrl) secrets.SITE_URL = mail.siteUrl
  }
  // What `select vault.create_secret(...)` does once on a hosted project; this server's URL changes per start.
  await db.query(
    `insert into vault.secrets (name, secret) values ('project_url', $1::text), ('notify_workshop_secret', $2::text), ('contact_retention_secret', $3::text)
     on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    [url, notifySecret, retentionSecret],
  )
  if (!mail) await db.query(`delete from vault.secrets where name = 'notify_workshop_secret'`)

  const functions = createFunctionsHandler({ secrets, log })
  const pgNet = startPgNetWorker({ db, log })
  /** @type {import('./scheduler.mjs').Job[]} */
  // Their schedules as the migrations give them to pg_cron hosted.
  const jobs = [
    { name: RETENTION_JOB, schedule: '17 3 * * *', sql: 'select public.request_contact_retention() as request', intervalMs: RETENTION_INTERVAL_MS },
    { name: PURGE_JOB, schedule: '*/10 * * * *', sql: 'select private.purge_contact_sends() as purged', intervalMs: PURGE_INTERVAL_MS },
    { name: TRIM_JOB, schedule: '41 4 * * *', sql: 'select private.trim_cron_history() as trimmed', intervalMs: TRIM_INTERVAL_MS },
    { name: JOURNAL_JOB, schedule: '23 4 * * *', sql: 'select private.purge_workshop_journal() as purged', intervalMs: TRIM_INTERVAL_MS },
    { name: PHONE_VISITS_JOB, schedule: '29 4 * * *', sql: 'select private.purge_past_phone_visits() as purged', intervalMs: TRIM_INTERVAL_MS },
    { name: SITE_BUILD_JOB, schedule: '* * * * *', sql: 'select private.request_site_build() as said', intervalMs: SITE_BUILD_INTERVAL_MS },
  ]
  if (mail) {
    jobs.push({ name: SWEEP_JOB, schedule: '* * * * *', sql: 'select public.notify_workshop_sweep() as asked', intervalMs: sweepIntervalMs })
    jobs.push({ name: DIGEST_JOB, schedule: '7 * * * *', sql: 'select public.request_workshop_digest() as request', intervalMs: DIGEST_INTERVAL_MS })
    jobs.push({ name: REMINDERS_JOB, schedule: '35 8-18 * * *', sql: 'select public.request_visit_reminders() as request', intervalMs: REMINDERS_INTERVAL_MS })
    jobs.push({ name: NOTICES_JOB, schedule: '*/10 * * * *', sql: 'select public.request_visit_notices() as request', intervalMs: NOTICES_INTERVAL_MS })
    jobs.push({ name: RECEIPTS_JOB, schedule: '*/10 * * * *', sql: 'select public.request_receipt_retries() as request', intervalMs: NOTICES_INTERVAL_MS })
    jobs.push({ name: QUOTE_ANSWERS_JOB, schedule: '*/10 * * * *', sql: 'select public.request_quote_answers() as asked', intervalMs: NOTICES_INTERVAL_MS })
  }
  const scheduler = startScheduler({ db, jobs, log })

  return {
    handleFunction: functions.handleFunction,
    /** After a request that may have queued an HTTP request. */
    kick: () => pgNet.kick(),
    settle: () => pgNet.settle(),
    runJob: (/** @type {string} */ name) => scheduler.run(name),
    async close() {
      await scheduler.close()
      await pgNet.close()
      await functions.close()
    },
  }
}
