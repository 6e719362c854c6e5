import { lazy, Suspense, useRef, useState } from 'react'
import { Picture } from '../../components/ui/Picture'
import { showcasePage } from '../../lib/content/pageContent/showcase'
import type { ShowcasePiece } from '../../lib/showcase'

export type ShownPiece = Pick<ShowcasePiece, 'id' | 'caption' | 'image' | 'sample'> & {
  /** A piece published since the build: its stored photo (an object URL), its copies written at the next build. */
  photo?: string
}

// The lightbox's code and stylesheet load when a photo is opened, never with the page.
const ShowcaseLightbox = lazy(() => import('./ShowcaseLightbox'))

// The pieces as a grid of photos, each sized by its width and height (nothing shifts); a photo
// opens in the lightbox, and the focus comes back to it when the lightbox closes.
// `firstAtOnce`: the first photo is above the fold (/realisations), loaded at once and shown as it arrives.
export function ShowcaseGrid({ pieces, firstAtOnce = false }: { pieces: readonly ShownPiece[]; firstAtOnce?: boolean }) {
  const [opened, setOpened] = useState<number | null>(null)
  const openers = useRef<(HTMLButtonElement | null)[]>([])
  const close = () => {
    const opener = opened === null ? null : openers.current[opened]
    setOpened(null)
    opener?.focus()
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pieces.map((piece, index) => (
          <li key={piece.id}>
            <figure>
              <button
                type="button"
                ref={(button) => {
                  openers.current[index] = button
                }}
                className="focus-ring block w-full overflow-hidden rounded-xl"
                aria-label={showcasePage.open(piece.caption)}
                onClick={() => setOpened(index)}
              >
                {piece.photo ? (
                  <img
                    src={piece.photo}
                    alt={piece.caption}
                    width={piece.image.width}
                    height={piece.image.height}
                    className="block h-auto w-full bg-ivory-200"
                  />
                ) : (
                  <Picture
                    image={piece.image}
                    alt={piece.caption}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    priority={firstAtOnce && index === 0}
                    className="h-auto w-full"
                  />
                )}
              </button>
              <figcaption className="mt-3 text-stone-600">{piece.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {opened !== null && (
        <Suspense fallback={null}>
          <ShowcaseLightbox pieces={pieces} index={opened} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
