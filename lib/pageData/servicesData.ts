import { servicesInCategory } from '../content/catalogue'
import { servicesOverview } from '../content/pageContent/servicesOverview'
import { serviceTabs } from '../content/serviceTabs'
import { servicePage } from '../content/services'
import { applyPageHead } from './pageHead'

/** Data of /services: its content, and each tab's services split into featured and others. */
export function loadServicesOverview() {
  const route = applyPageHead('/services')
  const tabs = serviceTabs.map((tab) => {
    const entries = servicesInCategory(tab.category).map(({ slug, group, name, path, icon, featured }) => ({
      group,
      name,
      summary: servicePage(slug).summary,
      path,
      icon,
      featured,
    }))
    return { ...tab, featured: entries.filter((e) => e.featured), others: entries.filter((e) => !e.featured) }
  })
  return { ...servicesOverview, tabs, breadcrumb: route.breadcrumb ?? null }
}

export type ServicesData = ReturnType<typeof loadServicesOverview>
