import type { ServicePageData } from '../../lib/pages/serviceData'
import { Breadcrumb } from '../sections/Breadcrumb'
import { ContentSections } from '../sections/ContentSections'
import { PageHero } from '../sections/PageHero'
import { ServiceArt } from '../art/ServiceArt'

export function ServiceArticle({ slug, art, hero, sections, breadcrumb }: ServicePageData) {
  return (
    <article>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      <PageHero {...hero} art={<ServiceArt name={art} />} />
      <ContentSections sections={sections} serviceSlug={slug} />
    </article>
  )
}
