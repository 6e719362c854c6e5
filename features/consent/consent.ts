// Cookie consent as plain data: the state, its transitions and its stored form.
// Stored as JSON under 'cookie-consents'; 'necessary' is always true whatever is stored.

const consentCategories = ['necessary', 'analytics', 'marketing', 'preferences'] as const
export type ConsentCategory = (typeof consentCategories)[number]
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>
export type Consents = Record<ConsentCategory, boolean>

export const CONSENT_STORAGE_KEY = 'cookie-consents'
/** When the visitor made the stored choice (ms since the epoch). */
export const CONSENT_DATE_KEY = 'cookie-consents-date'
/** A choice is asked again after six months, as the privacy policy says (the CNIL's guidance),
 *  counted as 181 days, the shortest six months: a choice never outlives the policy's promise. */
const CONSENT_LIFETIME_MS = 181 * 864e5

/** Whether a choice dated `storedDate` has expired at `now`. A choice stored before dates were kept
 *  has none (or an unreadable one): it is dated from this visit rather than dropped. */
export const consentExpired = (storedDate: string | null, now: number) => now - Number(storedDate || now) >= CONSENT_LIFETIME_MS

export const defaultConsents: Consents = { necessary: true, analytics: false, marketing: false, preferences: false }
const allGranted: Consents = { necessary: true, analytics: true, marketing: true, preferences: true }

export interface ConsentState {
  /** What is in force. */
  consents: Consents
  /** The settings dialog's switches, applied by 'save'. */
  draft: Consents
  /** A choice was stored: the banner stays hidden. */
  hasInteracted: boolean
  settingsOpen: boolean
}

export type ConsentAction =
  | { type: 'restore'; consents: Consents }
  | { type: 'acceptAll' }
  | { type: 'rejectAll' }
  | { type: 'save' }
  | { type: 'toggle'; category: OptionalCategory }
  | { type: 'openSettings' }
  | { type: 'closeSettings' }
  | { type: 'toggleSettings' }

export const initialConsentState: ConsentState = {
  consents: defaultConsents,
  draft: defaultConsents,
  hasInteracted: false,
  settingsOpen: false,
}

const decided = (consents: Consents): ConsentState => ({ consents, draft: consents, hasInteracted: true, settingsOpen: false })

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'restore':
      return { ...decided(action.consents), settingsOpen: state.settingsOpen }
    case 'acceptAll':
      return decided(allGranted)
    case 'rejectAll':
      return decided(defaultConsents)
    case 'save':
      return decided({ ...state.draft, necessary: true })
    case 'toggle':
      return { ...state, draft: { ...state.draft, [action.category]: !state.draft[action.category] } }
    case 'openSettings':
      return { ...state, settingsOpen: true, draft: state.consents }
    case 'closeSettings':
      return { ...state, settingsOpen: false }
    case 'toggleSettings':
      return state.settingsOpen ? { ...state, settingsOpen: false } : { ...state, settingsOpen: true, draft: state.consents }
  }
}

/** Actions after which the choice is written to storage. */
export const isDecision = (action: ConsentAction) => action.type === 'acceptAll' || action.type === 'rejectAll' || action.type === 'save'

/** Reads a stored value; anything that is not a well-formed record gives null. */
export function parseStoredConsents(raw: string | null): Consents | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    const optional = consentCategories.filter((c) => c !== 'necessary')
    if (!optional.every((c) => typeof record[c] === 'boolean')) return null
    return { necessary: true, analytics: record.analytics === true, marketing: record.marketing === true, preferences: record.preferences === true }
  } catch {
    return null
  }
}

export const serializeConsents = (consents: Consents) =>
  JSON.stringify({ necessary: true, analytics: consents.analytics, marketing: consents.marketing, preferences: consents.preferences })
