import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { Breadcrumb } from '../../components/sections/Breadcrumb'
import { PageHero } from '../../components/sections/PageHero'
import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'
import type { ContentPageData } from '../../lib/pageData/contentPageData'

const ContentSections = prerenderedLazy(async () => ({ default: (await import('../../components/sections/ContentSections')).ContentSections }))

// Below the hero, every block is in the HTML; its code loads, and it hydrates, as it nears the
// viewport; on larger screens the code is fetched after a second anyway so scrolling never waits.
export default function Page() {
  const { hero, sections, breadcrumb } = useData<ContentPageData>()
  useEffect(() => {
    if (!window.matchMedia('(min-width: 768px)').matches) return
    // Fetched ahead only: failed (offline), each section fetches it again as it nears.
    const timer = window.setTimeout(() => ContentSections.load().catch(() => {}), 1000)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      <PageHero {...hero} art={<img src="/art/tools.svg" alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />} />
      {sections.map((section) => (
        <HydrateWhenVisible
          key={section.id}
          code={ContentSections.load}
          placeholderClassName={section.kind === 'cta' ? 'min-h-[22rem] bg-ink' : 'min-h-[60rem] bg-ivory-100 md:min-h-[40rem]'}
        >
          <div data-lazy-block={section.id}>
            <ContentSections sections={[section]} />
          </div>
        </HydrateWhenVisible>
      ))}
    </>
  )
}
