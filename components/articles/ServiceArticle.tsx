import type { ServicePageData } from '../../lib/pageData/serviceData'
import { Breadcrumb } from '../sections/Breadcrumb'
import { ContentSections, type SectionWidgets } from '../sections/ContentSections'
import { PageHero } from '../sections/PageHero'
import { ServiceArt } from '../art/ServiceArt'

export function ServiceArticle({ slug, art, hero, sections, breadcrumb, widgets }: ServicePageData & { widgets?: SectionWidgets }) {
  return (
    <article>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      <PageHero {...hero} art={<ServiceArt name={art} />} />
      <ContentSections sections={sections} serviceSlug={slug} widgets={widgets} />
    </article>
  )
}
