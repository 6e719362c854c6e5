import { lazy, useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { Breadcrumb } from '../../components/sections/Breadcrumb'
import { PageHero } from '../../components/sections/PageHero'
import { WhenVisible } from '../../components/ui/WhenVisible'
import type { ContentPageData } from '../../lib/pages/contentPageData'

const loadSections = () => import('../../components/sections/ContentSections')
const ContentSections = lazy(() => loadSections().then((m) => ({ default: m.ContentSections })))

// Below the hero, each block loads as it nears the viewport; on larger screens the code is fetched
// after a second anyway so scrolling never waits for it.
export default function Page() {
  const { hero, sections, breadcrumb } = useData<ContentPageData>()
  useEffect(() => {
    window.scrollTo(0, 0)
    if (!window.matchMedia('(min-width: 768px)').matches) return
    const timer = window.setTimeout(() => void loadSections(), 1000)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      <PageHero {...hero} art={<img src="/art/tools.svg" alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />} />
      {sections.map((section) => (
        <WhenVisible key={section.id} placeholderClassName={section.kind === 'cta' ? 'min-h-[22rem] bg-ink' : 'min-h-[60rem] bg-ivory-100 md:min-h-[40rem]'}>
          <div data-lazy-block={section.id}>
            <ContentSections sections={[section]} />
          </div>
        </WhenVisible>
      ))}
    </>
  )
}
