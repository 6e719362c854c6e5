import { createContext, useCallback, useContext, useEffect, useReducer, useRef, useState, type Dispatch, type ReactNode, type RefObject } from 'react'
import {
  CONSENT_STORAGE_KEY,
  consentReducer,
  initialConsentState,
  parseStoredConsents,
  serializeConsents,
  type ConsentAction,
  type ConsentCategory,
  type ConsentState,
} from '../../lib/consent/consent'

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

const ConsentContext = createContext<ConsentContextValue | null>(null)

function readStored() {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY)
    const consents = parseStoredConsents(raw)
    if (raw !== null && consents === null) localStorage.removeItem(CONSENT_STORAGE_KEY)
    return consents
  } catch {
    return null
  }
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [state, baseDispatch] = useReducer(consentReducer, initialConsentState)
  const [ready, setReady] = useState(false)
  const settingsOpener = useRef<HTMLElement | null>(null)
  const openSettings = useCallback(() => {
    settingsOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    baseDispatch({ type: 'openSettings' })
  }, [])

  useEffect(() => {
    const stored = readStored()
    if (stored) baseDispatch({ type: 'restore', consents: stored })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration, so the prerendered HTML matches (https://react.dev/reference/react-dom/client/hydrateRoot#handling-different-client-and-server-content).
    setReady(true)
    // Another tab's choice applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY) return
      const consents = parseStoredConsents(event.newValue)
      if (consents) baseDispatch({ type: 'restore', consents })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  useEffect(() => {
    if (!ready || !state.hasInteracted) return
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsents(state.consents))
    } catch {
      // Private browsing can refuse storage: the choice still holds for this visit.
    }
  }, [ready, state.hasInteracted, state.consents])

  return <ConsentContext.Provider value={{ state, dispatch: baseDispatch, ready, openSettings, settingsOpener }}>{children}</ConsentContext.Provider>
}

export function useConsentContext(): ConsentContextValue {
  const context = useContext(ConsentContext)
  if (!context) throw new Error("useConsent doit être utilisé à l'intérieur de ConsentProvider.")
  return context
}

/** Whether a category is granted (always false before the stored choice is read). */
export function useConsent(category: ConsentCategory): boolean {
  const { state, ready } = useConsentContext()
  return ready && state.consents[category]
}

