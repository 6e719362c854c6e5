import { lazy } from 'react'
import { useData } from 'vike-react/useData'
import { ContactForm } from '../../components/contact/ContactForm'
import { DirectContactCard } from '../../components/contact/DirectContactCard'
import { OpeningStatus } from '../../components/contact/OpeningStatus'
import { PageHero } from '../../components/sections/PageHero'
import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'
import { WhenVisible } from '../../components/ui/WhenVisible'
import type { ContentPageData } from '../../lib/pages/contentPageData'

// The reviews widget and its Supabase client load when the visitor scrolls to it.
const ReviewsWidget = lazy(() => import('../../components/contact/ReviewsWidget'))
// The workshop card (address, hours, directions) is in the HTML; it sits below the form on phones, so
// its code (and the consent-gated map) follows shortly after.
const WorkshopCard = prerenderedLazy(async () => ({ default: (await import('../../components/contact/WorkshopCard')).WorkshopCard }))

export default function Page() {
  const { hero } = useData<ContentPageData>()
  return (
    <>
      <PageHero {...hero} />
      <div className="container grid gap-10 pb-20 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm />
        <aside className="space-y-6" aria-label="Informations pratiques">
          <DirectContactCard />
          <section aria-labelledby="avis-titre" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <h2 id="avis-titre" className="heading-3">
              Avis de nos clients
            </h2>
            <OpeningStatus />
            <WhenVisible placeholderClassName="mt-4 h-64 rounded-xl bg-ivory-200">
              <ReviewsWidget />
            </WhenVisible>
          </section>
          <HydrateWhenVisible afterMs={300} placeholderClassName="h-[40rem] rounded-2xl bg-white ring-1 ring-ink/10 sm:h-[38rem]">
            <WorkshopCard />
          </HydrateWhenVisible>
        </aside>
      </div>
    </>
  )
}
