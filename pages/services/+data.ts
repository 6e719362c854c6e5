import { servicesInCategory } from '../../lib/content/catalogue'
import { summaryOf } from '../../lib/content/serviceSummaries'
import { serviceTabs, servicesOverview } from '../../lib/content/pages/servicesOverview'
import { applyPageHead } from '../../lib/pages/pageHead'

// https://vike.dev/data
export function data() {
  const route = applyPageHead('/services')
  const tabs = serviceTabs.map((tab) => {
    const entries = servicesInCategory(tab.category).map(({ slug, name, path, icon, featured }) => ({ name, summary: summaryOf(slug), path, icon, featured }))
    return { ...tab, featured: entries.filter((e) => e.featured), others: entries.filter((e) => !e.featured) }
  })
  return { ...servicesOverview, tabs, breadcrumb: route.breadcrumb ?? null }
}

export type ServicesData = ReturnType<typeof data>
