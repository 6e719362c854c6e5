import type { IconName } from '../../lib/icons'
import { learnMoreLabel } from '../../lib/content/ui'
import { Icon } from './Icon'

export interface ServiceCardProps {
  name: string
  summary: string
  path: string
  icon: IconName
}

export function ServiceCard({ name, summary, path, icon }: ServiceCardProps) {
  return (
    <a href={path} className="focus-ring group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/10 hover:(shadow-lg transition-shadow)">
      <Icon name={icon} className="h-7 w-7 text-gold-700" />
      <h3 className="heading-3 mt-4 group-hover:text-gold-700">{name}</h3>
      <p className="mt-2 flex-1 text-sm text-stone-600">{summary}</p>
      <span className="mt-4 flex items-center gap-1 text-sm font-semibold text-ink">
        {learnMoreLabel}
        <Icon name="arrow-right" className="h-4 w-4 group-hover:(translate-x-1 transition-transform)" />
      </span>
    </a>
  )
}
