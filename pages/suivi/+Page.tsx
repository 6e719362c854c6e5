import { useData } from 'vike-react/useData'
import { TrackingPanel } from '../../features/request-tracking/TrackingPanel'
import { trackingPage } from '../../lib/content/pageContent/tracking'
import { openingEndId } from '../../lib/mainContent'
import type { Data } from './+data'

// A request's private tracking page: a shell the secret (after '#') fills once it runs.
export default function Page() {
  const { quoteTerms } = useData<Data>()
  return (
    <section className="container py-14 sm:py-20">
      <h1 className="heading-1">{trackingPage.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">{trackingPage.introduction}</p>
      <span id={openingEndId} hidden />
      {/* Room for the answer, so the footer does not move when it comes. */}
      <div className="min-h-[32rem]">
        <TrackingPanel quoteTerms={quoteTerms} />
      </div>
    </section>
  )
}
