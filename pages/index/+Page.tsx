import { lazy } from 'react'
import { useData } from 'vike-react/useData'
import { HomeHero } from '../../components/home/HomeHero'
import { CtaBand } from '../../components/sections/CtaBand'
import { WhenVisible } from '../../components/ui/WhenVisible'
import type { HomeData } from './+data'

// Below the hero, sections arrive after 300 ms or as they near the viewport; their placeholders
// keep the same size so nothing shifts.
const AboutTeaser = lazy(() => import('../../components/home/AboutTeaser'))
const FeaturedServices = lazy(() => import('../../components/home/FeaturedServices'))
const FeaturedVideo = lazy(() => import('../../components/home/FeaturedVideo'))

export default function Page() {
  const { hero, about, featured, featuredServices, video, closing } = useData<HomeData>()
  return (
    <>
      <HomeHero {...hero} />
      <WhenVisible afterMs={300} placeholderClassName="min-h-[52rem] bg-ivory lg:min-h-[36rem]">
        <AboutTeaser {...about} />
      </WhenVisible>
      <WhenVisible afterMs={300} placeholderClassName="min-h-[80rem] bg-ivory-100 sm:min-h-[56rem] lg:min-h-[44rem]">
        <FeaturedServices {...featuredServices} services={featured} />
      </WhenVisible>
      <WhenVisible afterMs={300} placeholderClassName="min-h-[36rem] bg-ink lg:min-h-[46rem]">
        <FeaturedVideo {...video} />
      </WhenVisible>
      <CtaBand id="contact" title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  )
}
