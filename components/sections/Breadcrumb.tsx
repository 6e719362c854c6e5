import { breadcrumbHomeLabel, breadcrumbLabel } from '../../lib/content/sections'
import type { Crumb } from '../../lib/routes'
import { Icon } from '../ui/Icon'

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label={breadcrumbLabel} className="container pt-6">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <li className="flex items-center">
          <a href="/" className="focus-ring grid h-6 w-6 place-items-center rounded-sm hover:text-gold-700" aria-label={breadcrumbHomeLabel}>
            <Icon name="house" className="h-4 w-4" />
          </a>
        </li>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              <Icon name="chevron-right" className="h-3.5 w-3.5 text-stone-500" />
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className="focus-ring rounded-sm hover:text-gold-700">
                  {crumb.label}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
