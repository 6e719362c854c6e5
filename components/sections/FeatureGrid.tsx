import type { Feature } from '../../lib/content/types'
import { Icon } from '../ui/Icon'

export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  const columns = items.length % 3 === 0 || items.length > 4 ? 'lg:grid-cols-3' : items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-2'
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm">
          {item.icon && <Icon name={item.icon} className="h-7 w-7 text-gold-700" />}
          <h3 className="heading-3 mt-4">
            {item.href ? (
              <a href={item.href} className="focus-ring rounded-sm hover:text-gold-700">
                {item.title}
              </a>
            ) : (
              item.title
            )}
          </h3>
          <p className="mt-3 text-stone-600">{item.description}</p>
          {item.details && item.details.length > 0 && (
            <ul className="mt-4 space-y-1 text-sm text-ink">
              {item.details.map((detail) => (
                <li key={detail} className="flex gap-2">
                  <Icon name="clock" className="mt-1 h-3.5 w-3.5 text-gold-700" />
                  {detail}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
