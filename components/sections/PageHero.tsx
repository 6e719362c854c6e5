import type { ReactNode } from 'react'
import type { Cta } from '../../lib/content/types'
import { openingEndId } from '../../lib/mainContent'
import { CtaLink } from '../ui/CtaLink'
import { Icon } from '../ui/Icon'

interface PageHeroProps {
  eyebrow: string
  title: string
  intro: string
  actions?: readonly Cta[]
  highlights?: readonly string[]
  art?: ReactNode
}

export function PageHero({ eyebrow, title, intro, actions = [], highlights = [], art }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden">
      <div className="container grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div className="max-w-2xl">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="heading-1 mt-4">{title}</h1>
          <p className="mt-6 text-lg text-stone-600">{intro}</p>
          {actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {actions.map((cta) => (
                <CtaLink key={cta.label} cta={cta} />
              ))}
            </div>
          )}
          {highlights.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Icon name="check" className="h-4 w-4 text-gold-700" />
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        {art && <div className="hidden lg:block">{art}</div>}
      </div>
      {/* The end of the opening, which the page waits for before it is first drawn: lib/mainContent.ts. */}
      <span id={openingEndId} hidden />
    </section>
  )
}
