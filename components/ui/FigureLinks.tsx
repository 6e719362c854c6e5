import type { Figure } from '../../lib/content/types'

/** Under a figure, its links (the review figure's: the workshop's Google profile, « Laisser un avis »). */
export function FigureLinks({ links, className = '' }: { links: Figure['links']; className?: string }) {
  if (!links?.length) return null
  return (
    <dd className={`mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`} data-figure-links>
      {links.map((link) => (
        <a key={link.href + link.label} className="focus-ring rounded-sm text-ink underline underline-offset-4" href={link.href}>
          {link.label}
        </a>
      ))}
    </dd>
  )
}
