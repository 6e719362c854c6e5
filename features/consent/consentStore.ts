import { consentReducer, initialConsentState, type ConsentAction, type ConsentState } from './consent'

export interface ConsentSnapshot {
  state: ConsentState
  /** False until the stored choice has been read. */
  ready: boolean
}

/**
 * The visitor's consent, outside React's context values: components subscribe to it, so a change
 * re-renders only them. (A context value that changed right after hydration would make React
 * hydrate every not-yet-hydrated Suspense boundary below it at once, in one long task.)
 */
export function createConsentStore() {
  const initial: ConsentSnapshot = { state: initialConsentState, ready: false }
  let snapshot = initial
  const listeners = new Set<() => void>()
  const set = (next: ConsentSnapshot) => {
    if (next.state === snapshot.state && next.ready === snapshot.ready) return
    snapshot = next
    listeners.forEach((listener) => listener())
  }
  return {
    getSnapshot: () => snapshot,
    /** What the prerendered HTML was made with: what a component must render while it hydrates. */
    getServerSnapshot: () => initial,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    dispatch: (action: ConsentAction) => set({ ...snapshot, state: consentReducer(snapshot.state, action) }),
    markReady: () => set({ ...snapshot, ready: true }),
  }
}

export type ConsentStore = ReturnType<typeof createConsentStore>
