import { useState } from 'react'
import { captionsLabel } from '../../lib/content/home'
import type { HomeContent } from '../../lib/content/types'
import { images, variantUrl } from '../../lib/images'
import { Picture } from '../ui/Picture'
import { Icon } from '../ui/Icon'

// The film is self-hosted and nothing is fetched but its poster until the visitor presses play.
export default function FeaturedVideo({ id, eyebrow, title, intro, caption, playLabel, src, width, height }: HomeContent['video']) {
  const poster = images.workshopFilmPoster
  const [playing, setPlaying] = useState(false)
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="min-h-[36rem] bg-ink py-20 text-ivory lg:min-h-[46rem]">
      <div className="container">
        <p className="eyebrow !text-gold-300">{eyebrow}</p>
        <h2 id={`${id}-titre`} className="mt-3 font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mt-5 max-w-3xl text-ivory/80">{intro}</p>
        <figure className="mt-10">
          <div className="relative aspect-video overflow-hidden rounded-xl ring-1 ring-gold-500/40">
            {playing ? (
              <video
                src={src}
                poster={variantUrl(poster, 1280, 'jpg')}
                width={width}
                height={height}
                controls
                autoPlay
                playsInline
                className="h-full w-full object-cover"
              >
                <track kind="captions" srcLang="fr" label={captionsLabel} src="/media/atelier.vtt" default />
              </video>
            ) : (
              <button type="button" onClick={() => setPlaying(true)} className="focus-ring group absolute inset-0 h-full w-full">
                <Picture image={poster} alt="" sizes="(min-width: 1152px) 1104px, 100vw" className="h-full w-full" />
                <span className="absolute inset-0 grid place-items-center bg-ink/30 group-hover:(bg-ink/20 transition-colors)">
                  <span className="flex items-center gap-3 rounded-full bg-ivory px-6 py-3 font-semibold text-ink shadow-lg">
                    <Icon name="play" className="h-5 w-5" />
                    {playLabel}
                  </span>
                </span>
              </button>
            )}
          </div>
          <figcaption className="mt-4 text-sm text-ivory/70">{caption}</figcaption>
        </figure>
      </div>
    </section>
  )
}
