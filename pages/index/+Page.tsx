import { useData } from 'vike-react/useData'
import { HomeHero } from '../../components/home/HomeHero'
import { CtaBand } from '../../components/sections/CtaBand'
import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'
import type { HomeData } from './+data'

// Below the hero, the sections are in the HTML; their code (and the film) loads after 300 ms or as
// they near the viewport, and React hydrates them then.
const AboutTeaser = prerenderedLazy(() => import('../../components/home/AboutTeaser'))
const FeaturedServices = prerenderedLazy(() => import('../../components/home/FeaturedServices'))
const FeaturedVideo = prerenderedLazy(() => import('../../components/home/FeaturedVideo'))

export default function Page() {
  const { hero, about, featured, featuredServices, video, closing } = useData<HomeData>()
  return (
    <>
      <HomeHero {...hero} />
      <HydrateWhenVisible code={AboutTeaser.load} afterMs={300} placeholderClassName="min-h-[52rem] bg-ivory lg:min-h-[36rem]">
        <AboutTeaser {...about} />
      </HydrateWhenVisible>
      <HydrateWhenVisible code={FeaturedServices.load} afterMs={300} placeholderClassName="min-h-[80rem] bg-ivory-100 sm:min-h-[56rem] lg:min-h-[44rem]">
        <FeaturedServices {...featuredServices} services={featured} />
      </HydrateWhenVisible>
      <HydrateWhenVisible code={FeaturedVideo.load} afterMs={300} placeholderClassName="min-h-[36rem] bg-ink lg:min-h-[46rem]">
        <FeaturedVideo {...video} />
      </HydrateWhenVisible>
      <CtaBand id="contact" title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  )
}
