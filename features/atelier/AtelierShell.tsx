import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { loadFailedText, loadingText, offlineText, retryText } from './texts/signIn'

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; App: ComponentType }

/** Whether the browser is online; the prerendered page says it is. */
function useOnline() {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed)
      window.addEventListener('offline', changed)
      return () => {
        window.removeEventListener('online', changed)
        window.removeEventListener('offline', changed)
      }
    },
    () => navigator.onLine,
    () => true,
  )
}

// The page's part once it runs: the back office's code (Auth, data, forms) is fetched only here,
// after hydration, so neither this page's first load nor any public page carries it.
export function AtelierShell() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  const online = useOnline()

  useEffect(() => {
    // Offline, its code cannot come (the service worker keeps only the public pages'): the page
    // says so, and fetches it once the phone is back online. Read from the browser too: while the
    // page hydrates, `online` is the prerendered page's answer.
    if (!online || !navigator.onLine) return
    let cancelled = false
    import('./AtelierApp')
      .then(({ AtelierApp }) => !cancelled && setLoaded({ kind: 'ready', App: AtelierApp }))
      .catch(() => !cancelled && setLoaded({ kind: 'failed' }))
    return () => {
      cancelled = true
    }
  }, [attempt, online])

  if (loaded.kind === 'ready') return <loaded.App />
  return (
    <div role="status" className="mt-8 text-lg text-stone-600">
      {!online ? (
        <p>{offlineText}</p>
      ) : loaded.kind === 'loading' ? (
        loadingText
      ) : (
        <>
          <p>{loadFailedText}</p>
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => {
              setLoaded({ kind: 'loading' })
              setAttempt((n) => n + 1)
            }}
          >
            {retryText}
          </button>
        </>
      )}
    </div>
  )
}
