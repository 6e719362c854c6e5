import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type Dispatch, type ReactNode, type RefObject } from 'react'
import {
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  consentExpired,
  parseStoredConsents,
  serializeConsents,
  type ConsentAction,
  type ConsentCategory,
  type ConsentState,
} from './consent'
import { createConsentStore, type ConsentStore } from './consentStore'
import { consentOutsideProvider } from '../../lib/content/providerErrors'

interface ConsentContextValue {
  state: ConsentState
  dispatch: Dispatch<ConsentAction>
  /** False until the stored choice has been read, so nothing consent-dependent renders during hydration. */
  ready: boolean
  /** Opens the settings, remembering which control opened them. */
  openSettings: () => void
  /** Where focus goes back when the settings close. */
  settingsOpener: RefObject<HTMLElement | null>
}

// The context holds only things that never change (the store, the opener): see consentStore.ts.
interface StableConsentContext {
  store: ConsentStore
  openSettings: () => void
  settingsOpener: RefObject<HTMLElement | null>
}

const ConsentContext = createContext<StableConsentContext | null>(null)

function readStored() {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY)
    const consents = consentExpired(localStorage.getItem(CONSENT_DATE_KEY), Date.now()) ? null : parseStoredConsents(raw)
    // An expired or unreadable choice is removed: the banner asks again.
    if (raw !== null && consents === null) [CONSENT_STORAGE_KEY, CONSENT_DATE_KEY].forEach((key) => localStorage.removeItem(key))
    return consents
  } catch {
    return null
  }
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const settingsOpener = useRef<HTMLElement | null>(null)
  const [context] = useState<StableConsentContext>(() => {
    const store = createConsentStore()
    const openSettings = () => {
      settingsOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      store.dispatch({ type: 'openSettings' })
    }
    return { store, openSettings, settingsOpener }
  })
  const { store } = context
  const { state, ready } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)

  useEffect(() => {
    const stored = readStored()
    if (stored) store.dispatch({ type: 'restore', consents: stored })
    store.markReady()
    // Another tab's choice applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY) return
      const consents = parseStoredConsents(event.newValue)
      if (consents) store.dispatch({ type: 'restore', consents })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [store])

  useEffect(() => {
    if (!ready || !state.hasInteracted) return
    try {
      const value = serializeConsents(state.consents)
      // Dated when the choice changes, not when a visit restores it (nor rewrites an earlier visitor's
      // in today's form), so that it does expire.
      const stored = parseStoredConsents(localStorage.getItem(CONSENT_STORAGE_KEY))
      if (!stored || serializeConsents(stored) !== value || !localStorage.getItem(CONSENT_DATE_KEY)) localStorage.setItem(CONSENT_DATE_KEY, String(Date.now()))
      localStorage.setItem(CONSENT_STORAGE_KEY, value)
    } catch {
      // Private browsing can refuse storage: the choice still holds for this visit.
    }
  }, [ready, state.hasInteracted, state.consents])

  return <ConsentContext.Provider value={context}>{children}</ConsentContext.Provider>
}

export function useConsentContext(): ConsentContextValue {
  const context = useContext(ConsentContext)
  if (!context) throw new Error(consentOutsideProvider)
  const { store, openSettings, settingsOpener } = context
  const { state, ready } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  return { state, dispatch: store.dispatch, ready, openSettings, settingsOpener }
}

/** Whether a category is granted (always false before the stored choice is read). */
export function useConsent(category: ConsentCategory): boolean {
  const { state, ready } = useConsentContext()
  return ready && state.consents[category]
}
