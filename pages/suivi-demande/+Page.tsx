import { VisitActionPanel } from '../../features/request-tracking/visit-actions/VisitActionPanel'
import { visitActionsPage } from '../../lib/content/pageContent/visitActions'
import { openingEndId } from '../../lib/mainContent'

// The page the visit e-mails' links open: a shell the token (after '#') fills once it runs.
export default function Page() {
  return (
    <section className="container py-14 sm:py-20">
      <h1 className="heading-1">{visitActionsPage.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">{visitActionsPage.introduction}</p>
      <span id={openingEndId} hidden />
      {/* Room for the answer, so the footer does not move when it comes. */}
      <div className="min-h-[32rem]">
        <VisitActionPanel />
      </div>
    </section>
  )
}
