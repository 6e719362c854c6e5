import type { ArtName } from '../../lib/content/types'

/** Decorative illustration for a service page (the heading beside it carries the meaning). */
export function ServiceArt({ name }: { name: ArtName }) {
  // Decorative and shown from the lg breakpoint only: lazy, so phones never fetch it.
  return <img src={`/art/${name}.svg`} alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />
}
