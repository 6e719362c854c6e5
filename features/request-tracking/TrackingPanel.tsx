import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { site } from '../../lib/site'
import { forgetTracking, lastSeenTracking, rememberTracking } from './lastSeen'
import type { QuoteTerms } from './quoteTerms'
import { page } from './texts'
import type { Tracking } from './trackingApi'
import { isTrackingSecret } from './trackingSecret'
import { trackingView } from './trackingView'

// A quote's section, its terms and its dialog load only for a request that has a quote.
const QuoteSection = lazy(() => import('./QuoteSection'))

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; text: string }
  /** `note`: why what shows may be older than now (offline, the server not answering). */
  | { kind: 'shown'; tracking: Tracking; seenAt: Date; note?: string }

// The link's secret is after '#' (never sent to a server, never in a Referer): read once the page
// runs. What the database answered is kept on this device and shown, with its time, when it cannot
// be read again.
export function TrackingPanel({ quoteTerms }: { quoteTerms: QuoteTerms }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const secret = useRef('')
  const historyId = useId()

  // The call, with the project's key, loads once the page runs: no page's first load carries it.
  const load = async () => {
    const answer = await import('./trackingApi').then(
      ({ fetchTracking }) => fetchTracking(secret.current),
      () => ({ kind: 'network' }) as const,
    )
    if (answer.kind === 'found') {
      const seenAt = new Date()
      void rememberTracking(secret.current, answer.tracking, seenAt)
      return setState({ kind: 'shown', tracking: answer.tracking, seenAt })
    }
    if (answer.kind === 'unknown') {
      void forgetTracking(secret.current)
      return setState({ kind: 'refused', text: page.unknown(site.phone.display) })
    }
    const seen = await lastSeenTracking(secret.current)
    const note = answer.kind === 'throttled' ? page.throttled : navigator.onLine === false ? page.offline : page.network
    setState(seen ? { kind: 'shown', tracking: seen.tracking, seenAt: new Date(seen.seenAt), note } : { kind: 'refused', text: note })
  }

  useEffect(() => {
    secret.current = decodeURIComponent(window.location.hash.slice(1))
    if (!isTrackingSecret(secret.current)) return setState({ kind: 'refused', text: page.unknown(site.phone.display) })
    void load()
  }, [])

  if (state.kind !== 'shown')
    return (
      <p role="status" className="mt-6 text-lg text-stone-600">
        {state.kind === 'loading' ? page.loading : state.text}
      </p>
    )

  const view = trackingView(state.tracking)
  return (
    <div className="mt-8 max-w-2xl" data-tracking-reference={view.reference}>
      {state.note && (
        <p role="status" className="mb-4 rounded-xl bg-ivory-200 p-4 text-ink">
          {state.note}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{page.reference}</dt>
        <dd className="font-serif text-2xl text-ink">{view.reference}</dd>
        <dt className="font-semibold text-ink">{page.service}</dt>
        <dd className="text-stone-700">{view.service}</dd>
        <dt className="font-semibold text-ink">{page.sentAt}</dt>
        <dd className="text-stone-700">{view.sentAt}</dd>
        {view.visit && (
          <>
            <dt className="font-semibold text-ink">{page.visit}</dt>
            <dd className="text-stone-700">{view.visit}</dd>
          </>
        )}
      </dl>
      {state.tracking.quotes?.some((quote) => !quote.superseded) && (
        <Suspense fallback={null}>
          <QuoteSection tracking={state.tracking} terms={quoteTerms} readSecret={() => secret.current} onAnswered={load} />
        </Suspense>
      )}
      <h2 id={historyId} className="heading-3 mt-10">
        {page.history}
      </h2>
      <ol aria-labelledby={historyId} className="mt-4 space-y-3">
        {view.history.map((entry, index) => (
          <li key={`${entry.at}-${entry.label}`} className={index === 0 ? 'font-semibold text-ink' : 'text-stone-600'}>
            <span>{entry.label}</span> — <time dateTime={entry.at}>{entry.when}</time>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-stone-600">{page.updatedAt(frenchDayTime(state.seenAt))}</p>
      <button type="button" className="btn-secondary mt-4 px-4 py-2" onClick={() => void load()}>
        {page.refresh}
      </button>
    </div>
  )
}
