import { useEffect, useRef, useState } from 'react'
import { srcSet, variantUrl, type ResponsiveImage } from '../../lib/images'

interface PictureProps {
  image: ResponsiveImage
  alt: string
  /** Layout widths for the browser to pick from, e.g. '(min-width: 1024px) 50vw, 100vw'. */
  sizes?: string
  /** Above the fold: load at once and with priority, and show it as it arrives, with no fade: it may
   *  be the page's largest paint, which must not wait for the page's code. Otherwise lazily. */
  priority?: boolean
  className?: string
}

// A photograph: AVIF, then WebP, then JPEG; its size fixed by width/height so nothing shifts; a
// quiet ground while it loads, pulsing while it is in view (a lazy image far below is not loaded
// until the visitor nears it, and an endless pulse out of sight kept a phone drawing frames), a
// fade-in when it arrives, and the workshop's emblem if it fails.
// The fade is an animation started on arrival, not a CSS transition: a transition would stay
// declared on the image until its transitionend, which never comes when the image's section is
// skipped mid-fade (content-visibility: auto, scrolled away), and a transition at rest in a
// section may play from the browser's own styles when it is revealed (see btn-base in uno.config.ts).
export function Picture({ image, alt, sizes = '100vw', priority = false, className = '' }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null)
  const ground = useRef<HTMLSpanElement>(null)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ground.current
    if (!element || state !== 'loading' || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting === true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [state])
  const arrived = () => {
    setState('loaded')
    // Only an image kept hidden while it loaded fades in (not a priority one, shown as it arrived).
    const img = ref.current
    if (img?.classList.contains('opacity-0') && matchMedia('(prefers-reduced-motion: no-preference)').matches)
      img.animate({ opacity: [0, 1] }, { duration: 500, easing: 'ease' })
  }
  // An image that finished before hydration fires no load event for React: read its state once.
  useEffect(() => {
    const img = ref.current
    if (!img?.complete) return
    if (img.naturalWidth > 0) arrived()
    else setState('failed')
  }, [])
  const largest = image.widths.at(-1) ?? image.width
  return (
    <span
      ref={ground}
      className={`relative block overflow-hidden bg-ivory-200 ${state === 'loading' && inView ? 'animate-pulse motion-reduce:animate-none' : ''} ${className}`}
    >
      {state === 'failed' ? (
        <img src="/art/gem.svg" alt={alt} width={image.width} height={image.height} className="h-full w-full object-contain p-8 opacity-60" />
      ) : (
        <picture>
          <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
          <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
          <img
            ref={ref}
            src={variantUrl(image, largest, 'jpg')}
            srcSet={srcSet(image, 'jpg')}
            sizes={sizes}
            alt={alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onLoad={arrived}
            onError={() => setState('failed')}
            className={`h-full w-full object-cover ${priority || state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
          />
        </picture>
      )}
    </span>
  )
}
