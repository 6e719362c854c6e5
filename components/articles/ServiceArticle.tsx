import type { ReactNode } from 'react'
import type { ServicePageData } from '../../lib/pageData/serviceData'
import { Breadcrumb } from '../sections/Breadcrumb'
import { ContentSections, type SectionWidgets } from '../sections/ContentSections'
import { PageHero } from '../sections/PageHero'
import { ServiceArt } from '../art/ServiceArt'

// `showcase`: the service's finished pieces, composed by the page, before the closing call to action.
export function ServiceArticle({
  slug,
  art,
  hero,
  sections,
  breadcrumb,
  widgets,
  showcase,
}: ServicePageData & { widgets?: SectionWidgets; showcase?: ReactNode }) {
  const closing = sections.at(-1)?.kind === 'cta' ? sections.length - 1 : sections.length
  return (
    <article>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      <PageHero {...hero} art={<ServiceArt name={art} />} />
      <ContentSections sections={sections.slice(0, closing)} serviceSlug={slug} widgets={widgets} />
      {showcase}
      <ContentSections sections={sections.slice(closing)} serviceSlug={slug} widgets={widgets} />
    </article>
  )
}
