import { lazy } from 'react'
import { useData } from 'vike-react/useData'
import { ContactForm } from '../../features/contact/ContactForm'
import { PageHero } from '../../components/sections/PageHero'
import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'
import { WhenVisible } from '../../components/ui/WhenVisible'
import { reviewsTitle, sideColumnLabel } from '../../features/contact/texts/asideTexts'
import { reviewsBoxClassName } from '../../features/reviews/box'
import type { ContactPageData } from './+data'

// The reviews widget and its Supabase client load when the visitor scrolls to it.
const ReviewsWidget = lazy(() => import('../../features/reviews/ReviewsWidget'))
// The workshop card (address, hours, directions) is in the HTML; it sits below the form on phones, so
// its code (and the consent-gated map) follows shortly after.
const WorkshopCard = prerenderedLazy(async () => ({ default: (await import('../../features/contact/WorkshopCard')).WorkshopCard }))
// The direct contacts are links, which work from the HTML, and the opening status is computed in
// the browser at idle time anyway: their code stays out of the first load (the form's) and follows
// when they near the viewport.
const DirectContactCard = prerenderedLazy(async () => ({ default: (await import('../../features/contact/DirectContactCard')).DirectContactCard }))
const OpeningStatus = prerenderedLazy(async () => ({ default: (await import('../../features/opening-hours/OpeningStatus')).OpeningStatus }))

export default function Page() {
  const { hero, workshopHours, serviceDescriptions, calendar } = useData<ContactPageData>()
  return (
    <>
      <PageHero {...hero} />
      <div className="container grid gap-10 pb-20 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm serviceDescriptions={serviceDescriptions} />
        {/* Below the form on a phone: laid out and painted as it nears the viewport (base.css). */}
        <aside data-below-on-phones className="space-y-6" aria-label={sideColumnLabel}>
          <HydrateWhenVisible code={DirectContactCard.load} afterMs={300} placeholderClassName="h-64 rounded-2xl bg-ink">
            <DirectContactCard />
          </HydrateWhenVisible>
          <section aria-labelledby="avis-titre" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <h2 id="avis-titre" className="heading-3">
              {reviewsTitle}
            </h2>
            <HydrateWhenVisible code={OpeningStatus.load} afterMs={300} placeholderClassName="mt-2 h-10">
              <OpeningStatus data={calendar} />
            </HydrateWhenVisible>
            <WhenVisible placeholderClassName={`${reviewsBoxClassName} rounded-xl bg-ivory-200`}>
              <ReviewsWidget />
            </WhenVisible>
          </section>
          <HydrateWhenVisible code={WorkshopCard.load} afterMs={300} placeholderClassName="h-[40rem] rounded-2xl bg-white ring-1 ring-ink/10 sm:h-[38rem]">
            <WorkshopCard hours={workshopHours} calendar={calendar} />
          </HydrateWhenVisible>
        </aside>
      </div>
    </>
  )
}
