// The last code that signed in on this device, so that the same code typed again (after signing out,
// from the same e-mail) is called spent rather than wrong: GoTrue answers a wrong, an expired and a
// spent code alike (403 otp_expired, « Token has expired or is invalid »). A spent code opens nothing:
// GoTrue voids it as it opens the session, so keeping it here gives nothing away.
const KEY = 'atelier-spent-code'

export function rememberSpentCode(email: string, code: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ email, code }))
  } catch {
    // Storage refused (private browsing, full): a spent code typed again is then called wrong.
  }
}

/** Whether `code` is the one that last signed `email` in on this device. */
export function isSpentHere(email: string, code: string): boolean {
  try {
    const spent = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { email?: unknown; code?: unknown } | null
    return spent?.email === email && spent.code === code
  } catch {
    return false
  }
}
