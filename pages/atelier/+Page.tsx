import { AtelierShell } from '../../features/atelier/AtelierShell'
import { atelierPage } from '../../lib/content/pageContent/atelier'
import { openingEndId } from '../../lib/mainContent'

// The back office (/atelier): a prerendered shell; sign-in, the requests and the journal come once
// the page runs (features/atelier).
export default function Page() {
  return (
    <section className="container py-10 sm:py-16">
      <h1 className="heading-1">{atelierPage.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">{atelierPage.introduction}</p>
      <span id={openingEndId} hidden />
      {/* Room for the back office, so the footer does not move when it comes. */}
      <div className="min-h-[32rem]">
        <AtelierShell />
      </div>
    </section>
  )
}
