// @ts-check
// What the hosted project's Auth is told by supabase/config.toml ([auth.email], its sign-in code
// template), read here so that the local backend's codes, their lifetime and their e-mail are the
// same. Tests change what they need (shorter limits) through startLocalSupabase's `auth` option.
import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

const SUPABASE_DIR = new URL('../', import.meta.url)
const PROJECT_DIR = new URL('../../', import.meta.url)

/**
 * @typedef {object} AuthSettings
 * @property {number} otpLength  digits of an e-mailed code
 * @property {number} otpExpirySeconds  how long a code stays valid (GoTrue's mailer_otp_exp)
 * @property {number} maxFrequencySeconds  between two codes sent to one address (GoTrue's smtp_max_frequency)
 * @property {number} maxWrongCodes  wrong codes for an address before its code is void
 * @property {number} clientRequests  code requests (POST /otp) per client address per window
 * @property {number} clientVerifications  code checks (POST /verify) per client address per window
 * @property {number} clientWindowSeconds  the window of the two limits above (GoTrue: 5 minutes)
 * @property {string} subject  the code e-mail's subject
 * @property {string} template  its HTML, `{{ .Token }}` standing for the code
 */

/** Go's duration syntax as config.toml writes it ("60s", "1m30s", "2h"). @param {string} text */
function seconds(text) {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)]
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) throw new Error(`durée illisible dans config.toml : ${text}`)
  return parts.reduce((total, [, value, unit]) => total + Number(value) * { h: 3600, m: 60, s: 1 }[/** @type {'h' | 'm' | 's'} */ (unit)], 0)
}

/** @param {Partial<AuthSettings>} [overrides] @returns {AuthSettings} */
export function authSettings(overrides = {}) {
  const config = /** @type {any} */ (parse(readFileSync(new URL('config.toml', SUPABASE_DIR), 'utf8')))
  const email = config.auth?.email ?? {}
  const template = email.template?.magic_link ?? {}
  return {
    otpLength: email.otp_length ?? 6,
    otpExpirySeconds: email.otp_expiry ?? 3600,
    maxFrequencySeconds: seconds(email.max_frequency ?? '60s'),
    maxWrongCodes: 5,
    // GoTrue's defaults: 30 code requests and 30 checks in 5 minutes per address (rate_limit above).
    clientRequests: config.auth?.rate_limit?.sign_in_sign_ups ?? 30,
    clientVerifications: config.auth?.rate_limit?.token_verifications ?? 30,
    clientWindowSeconds: 300,
    subject: template.subject ?? 'Votre code de connexion',
    template: template.content_path ? readFileSync(new URL(template.content_path, PROJECT_DIR), 'utf8') : '<p>{{ .Token }}</p>',
    ...overrides,
  }
}
