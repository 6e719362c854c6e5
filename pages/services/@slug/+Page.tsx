import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import { HydrateWhenVisible } from '../../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../../components/ui/prerenderedLazy'
import type { ServicePageData } from '../../../lib/pageData/serviceData'
import { GoldPriceTable } from '../../../features/gold-estimate/GoldPriceTable'
import { ServiceShowcase } from '../../../features/showcase/ServiceShowcase'
import { useLiveFact } from '../../../lib/useLiveFact'

// Only the gold-buying page has sections for them. Its price table is prerendered and hydrated with
// the page; the simulator is prerendered too (its words are in the HTML), and its code follows when
// it nears the viewport.
const GoldSimulator = prerenderedLazy(() => import('../../../features/gold-estimate/GoldSimulator'))

const liveServicePrices = (built: ServicePageData) => import('../../../features/price-guide/livePriceLines').then((live) => live.servicePageNow(built))

export default function Page() {
  // Its own price lines as the database has them now, after hydration.
  const data = useLiveFact(useData<ServicePageData>(), liveServicePrices)
  const prices = data.sections.find((section) => section.kind === 'goldPrices')
  const widgets = prices && {
    goldSimulator: (
      <HydrateWhenVisible code={GoldSimulator.load} placeholderClassName="h-[30rem] rounded-xl bg-white ring-1 ring-ink/10">
        <GoldSimulator built={prices.buying} />
      </HydrateWhenVisible>
    ),
    goldPrices: <GoldPriceTable built={prices.buying} />,
  }
  return <ServiceArticle {...data} widgets={widgets} showcase={<ServiceShowcase pieces={data.pieces} service={data.contactService} />} />
}
