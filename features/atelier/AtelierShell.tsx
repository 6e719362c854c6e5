import { useEffect, useState, type ComponentType } from 'react'
import { loadFailedText, loadingText, retryText } from './texts/signIn'

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; App: ComponentType }

// The page's part once it runs: the back office's code (Auth, data, forms) is fetched only here,
// after hydration, so neither this page's first load nor any public page carries it.
export function AtelierShell() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    import('./AtelierApp')
      .then(({ AtelierApp }) => !cancelled && setLoaded({ kind: 'ready', App: AtelierApp }))
      .catch(() => !cancelled && setLoaded({ kind: 'failed' }))
    return () => {
      cancelled = true
    }
  }, [attempt])

  if (loaded.kind === 'ready') return <loaded.App />
  return (
    <div role="status" className="mt-8 text-lg text-stone-600">
      {loaded.kind === 'loading' ? (
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
