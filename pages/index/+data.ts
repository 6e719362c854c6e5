import type { PageContextServer } from 'vike/types'
import { catalogueEntry } from '../../lib/content/catalogue'
import { home } from '../../lib/content/pageContent/home'
import { servicePage } from '../../lib/content/services'
import { applyPageHead } from '../../lib/pageData/pageHead'

// https://vike.dev/data
export function data(_pageContext: PageContextServer) {
  applyPageHead('/')
  const featured = home.featuredServices.slugs.map((slug) => {
    const { name, path, icon } = catalogueEntry(slug)
    return { name, summary: servicePage(slug).summary, path, icon }
  })
  return { ...home, featured }
}

export type HomeData = ReturnType<typeof data>
