import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import { HydrateWhenVisible } from '../../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../../components/ui/prerenderedLazy'
import type { ServicePageData } from '../../../lib/pageData/serviceData'
import { ServiceShowcase } from '../../../features/showcase/ServiceShowcase'
import { useLiveFact } from '../../../lib/useLiveFact'

// Only the gold-buying page has sections for them, below its first screen: the price table and the
// simulator are prerendered (their words and the build's prices are in the HTML), and the code of
// each follows when it nears the viewport, so that no other service page loads it.
const GoldPriceTable = prerenderedLazy(() => import('../../../features/gold-estimate/GoldPriceTable'))
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
    goldPrices: (
      <HydrateWhenVisible code={GoldPriceTable.load} placeholderClassName="h-[24rem] rounded-xl bg-white ring-1 ring-ink/10">
        <GoldPriceTable built={prices.buying} />
      </HydrateWhenVisible>
    ),
  }
  return <ServiceArticle {...data} widgets={widgets} showcase={<ServiceShowcase pieces={data.pieces} service={data.contactService} />} />
}
