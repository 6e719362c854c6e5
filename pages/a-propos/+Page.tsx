import { useData } from 'vike-react/useData'
import { ContentSections } from '../../components/sections/ContentSections'
import { PageHero } from '../../components/sections/PageHero'
import { ContactCards } from '../../components/sections/ContactCards'
import type { ContentPageData } from '../../lib/pageData/contentPageData'

export default function Page() {
  const { hero, sections } = useData<ContentPageData>()
  const body = sections.filter((s) => s.kind !== 'cta')
  const contact = sections.find((s) => s.kind === 'cta')
  return (
    <>
      <PageHero {...hero} art={<img src="/art/tools.svg" alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />} />
      <ContentSections sections={body} />
      {contact && <ContactCards id={contact.id} title={contact.title} text={contact.text} />}
    </>
  )
}
