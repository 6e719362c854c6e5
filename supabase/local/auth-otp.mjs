// @ts-check
// Sign-in by e-mailed code (supabase-js signInWithOtp, then verifyOtp with type 'email'), as GoTrue
// does it with sign-up closed: POST /otp e-mails a code to a confirmed user only, POST /verify
// trades it for a session. GoTrue keeps the code's hash in auth.users.recovery_token (SHA-224 of
// e-mail and code) and when it was sent in recovery_sent_at; so does this. Its answers, status codes
// and error codes are GoTrue's (internal/api/otp.go, magic_link.go, verify.go, mail.go).
import { createHash, randomInt } from 'node:crypto'
import nodemailer from 'nodemailer'
import { authError, readJsonBody } from './auth-errors.mjs'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** GoTrue's crypto.GenerateTokenHash. @param {string} email @param {string} code */
const tokenHash = (email, code) =>
  createHash('sha224')
    .update(email + code)
    .digest('hex')

/**
 * A fixed window of requests per client address, as GoTrue's per-IP limits answer them.
 * @param {() => number} limit @param {() => number} windowSeconds
 */
function clientLimit(limit, windowSeconds) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map()
  /** @param {string} client */
  return (client) => {
    const now = Date.now()
    const current = windows.get(client)
    const window = current && now - current.start < windowSeconds() * 1000 ? current : { start: now, count: 0 }
    window.count += 1
    windows.set(client, window)
    if (window.count > limit()) throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

/**
 * @param {{
 *   db: import('./database.mjs').Database,
 *   settings: import('./auth-settings.mjs').AuthSettings,
 *   mail: { smtpHost: string, smtpPort: number } | null,
 * }} options
 */
export function createOtp({ db, settings, mail }) {
  const transport = mail ? nodemailer.createTransport({ host: mail.smtpHost, port: mail.smtpPort, secure: false, ignoreTLS: true }) : null
  const requestLimit = clientLimit(
    () => settings.clientRequests,
    () => settings.clientWindowSeconds,
  )
  const verifyLimit = clientLimit(
    () => settings.clientVerifications,
    () => settings.clientWindowSeconds,
  )
  /** Wrong codes tried against each user's current code (reset by a new code). @type {Map<string, number>} */
  const wrongCodes = new Map()

  /** @param {string} to @param {string} code */
  async function sendCode(to, code) {
    if (!transport) throw new Error('no SMTP server for Auth’s e-mails')
    const html = settings.template.replaceAll(/\{\{\s*\.Token\s*\}\}/g, code).replaceAll(/\{\{\s*\.Email\s*\}\}/g, to)
    const text = html
      .replace(/<[^>]+>/g, '')
      .replaceAll('&nbsp;', '\u00a0')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n\n')
    await transport.sendMail({ from: { name: 'Maison Bologne', address: 'connexion@maison-bologne.invalid' }, to, subject: settings.subject, html, text })
  }

  /**
   * `POST /otp`: `{ email, create_user }`. Sign-up is closed, so only a confirmed user gets a code;
   * anyone else gets GoTrue's refusal and no e-mail.
   * @param {import('node:http').IncomingMessage} req @param {string} client
   */
  async function requestCode(req, client) {
    requestLimit(client)
    const body = await readJsonBody(req)
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const phone = typeof body.phone === 'string' ? body.phone : ''
    if (email && phone) throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided')
    const createUser = body.create_user !== false
    if (phone) {
      if (!createUser && !email) throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
      throw authError(400, 'phone_provider_disabled', 'Unsupported phone provider')
    }
    if (!email) throw authError(400, 'validation_failed', 'One of email or phone must be set')
    // GoTrue answers a bad address like an unknown one when create_user is false (otp.go).
    if (!EMAIL.test(email)) {
      if (!createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
      throw authError(400, 'email_address_invalid', `Email address "${email}" is invalid`)
    }
    const { rows } = await db.query('select * from auth.users where lower(email) = $1::text and deleted_at is null', [email])
    const user = rows[0]
    if (!user && !createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
    // A missing or unconfirmed user would be signed up (magic_link.go), and sign-up is closed.
    if (!user || !user.email_confirmed_at) throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')

    const sentAt = user.recovery_sent_at ? new Date(user.recovery_sent_at).getTime() : null
    const left = sentAt === null ? 0 : sentAt + settings.maxFrequencySeconds * 1000 - Date.now()
    if (left > 0) {
      throw authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`)
    }
    const code = String(randomInt(10 ** settings.otpLength)).padStart(settings.otpLength, '0')
    await db.query('update auth.users set recovery_token = $2::text, recovery_sent_at = now(), updated_at = now() where id = $1::uuid', [
      user.id,
      tokenHash(email, code),
    ])
    wrongCodes.delete(user.id)
    try {
      await sendCode(user.email, code)
    } catch (error) {
      await db.query('update auth.users set recovery_token = $2::text, recovery_sent_at = $3::timestamptz where id = $1::uuid', [
        user.id,
        user.recovery_token,
        user.recovery_sent_at,
      ])
      console.warn(`[supabase-local] code e-mail to ${user.email} not sent: ${error instanceof Error ? error.message : String(error)}`)
      throw authError(500, 'unexpected_failure', 'Error sending magic link email')
    }
  }

  /**
   * `POST /verify` with `{ type: 'email' | 'magiclink', email, token }`: the code is spent and
   * `issue` opens the session in the same transaction; a wrong, expired or spent code is GoTrue's
   * 403 otp_expired.
   * @template T
   * @param {Record<string, unknown>} body @param {string} client
   * @param {(tx: import('./database.mjs').Executor, user: Record<string, any>) => Promise<T>} issue
   * @returns {Promise<T>}
   */
  async function verifyCode(body, client, issue) {
    verifyLimit(client)
    const type = typeof body.type === 'string' ? body.type : ''
    const token = typeof body.token === 'string' ? body.token : ''
    if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type')
    if (!token === !body.token_hash) throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash')
    if (!['email', 'magiclink', 'signup', 'invite', 'recovery', 'email_change'].includes(type)) {
      throw authError(400, 'validation_failed', 'Unsupported verification type')
    }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!EMAIL.test(email)) throw authError(422, 'validation_failed', 'Invalid email format')
    const expired = () => authError(403, 'otp_expired', 'Token has expired or is invalid')
    // Codes are only ever sent for sign-in here: no sign-up, invite, recovery or e-mail change.
    if (!['email', 'magiclink'].includes(type) || !token) throw expired()

    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query('select * from auth.users where lower(email) = $1::text and deleted_at is null for update', [email])
      const user = rows[0]
      if (!user) return null
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) throw authError(403, 'user_banned', 'User is banned')
      const sentAt = user.recovery_sent_at ? new Date(user.recovery_sent_at).getTime() : null
      const alive = user.recovery_token && sentAt !== null && Date.now() <= sentAt + settings.otpExpirySeconds * 1000
      if (!alive || user.recovery_token !== tokenHash(email, token)) {
        const wrong = (wrongCodes.get(user.id) ?? 0) + 1
        wrongCodes.set(user.id, wrong)
        // Past the bound the code is void: the next try, right or wrong, needs a new code.
        if (wrong >= settings.maxWrongCodes) await tx.query(`update auth.users set recovery_token = '' where id = $1::uuid`, [user.id])
        return null
      }
      wrongCodes.delete(user.id)
      const updated = await tx.query(
        `update auth.users
            set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
          where id = $1::uuid returning *`,
        [user.id],
      )
      return { session: await issue(tx, updated.rows[0]) }
    })
    if (!outcome) throw expired()
    return outcome.session
  }

  return { requestCode, verifyCode, close: () => transport?.close() }
}
