// Cookie consent as plain data: the state, its transitions and its stored form.
// Stored as JSON under 'cookie-consents'; 'necessary' is always true whatever is stored.
//
// One category per purpose the site really has: today only the content it embeds from another
// company (the workshop's map, from Google). The site measures no audience and shows no
// advertising, so it asks no consent for them; a purpose added one day gets its category here, its
// texts in texts.ts, and a stored choice without it is asked again (parseStoredConsents).

const consentCategories = ['necessary', 'embedded'] as const
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

export const defaultConsents: Consents = { necessary: true, embedded: false }
const allGranted: Consents = { necessary: true, embedded: true }

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

/**
 * Reads a stored value; anything that is not a well-formed record gives null (the banner asks).
 * A choice stored before December 2026 had four categories, of which only « préférences » governed
 * anything (the map): its answer is the embedded content's, and the rest, which no purpose used, is
 * dropped. A visitor who chose then is not asked again.
 */
export function parseStoredConsents(raw: string | null): Consents | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const record = value as Record<string, unknown>
    const earlier = typeof record.embedded !== 'boolean' && ['analytics', 'marketing', 'preferences'].every((c) => typeof record[c] === 'boolean')
    if (earlier) return { necessary: true, embedded: record.preferences === true }
    const optional = consentCategories.filter((c) => c !== 'necessary')
    if (!optional.every((c) => typeof record[c] === 'boolean')) return null
    return { necessary: true, embedded: record.embedded === true }
  } catch {
    return null
  }
}

export const serializeConsents = (consents: Consents) => JSON.stringify({ necessary: true, embedded: consents.embedded })
