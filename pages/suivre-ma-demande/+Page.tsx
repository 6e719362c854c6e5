import { TrackingLinksForm } from '../../features/request-tracking/TrackingLinksForm'
import { trackingLinksPage } from '../../lib/content/pageContent/trackingLinks'
import { openingEndId } from '../../lib/mainContent'

// « Suivre ma demande »: an e-mail address, and the tracking links of its open requests by e-mail.
export default function Page() {
  return (
    <section className="container py-14 sm:py-20">
      <h1 className="heading-1">{trackingLinksPage.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">{trackingLinksPage.introduction}</p>
      <span id={openingEndId} hidden />
      <div className="min-h-[16rem]">
        <TrackingLinksForm />
      </div>
    </section>
  )
}
