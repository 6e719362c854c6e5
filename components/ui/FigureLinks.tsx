import type { Figure } from '../../lib/content/types'

/** Under a figure, its links (the review figure's: the workshop's Google profile, « Laisser un avis »). */
export function FigureLinks({ links, centred = false }: { links: Figure['links']; centred?: boolean }) {
  if (!links?.length) return null
  return (
    <dd className={centred ? 'mt-2 flex flex-wrap justify-center gap-x-4 text-sm' : 'mt-2 flex flex-wrap gap-x-4 text-sm'} data-figure-links>
      {/* 24 px high at least, as a target the finger can take (WCAG 2.5.8). */}
      {links.map((link) => (
        <a key={link.href + link.label} className="focus-ring inline-block rounded-sm py-0.5 text-ink underline underline-offset-4" href={link.href}>
          {link.label}
        </a>
      ))}
    </dd>
  )
}
