import { badgesLabel, quickLinksLabel } from '../../lib/content/home'
import type { HomeContent } from '../../lib/content/types'
import { openingEndId } from '../../lib/mainContent'
import { ContactButton } from '../ui/ContactButton'
import { Icon } from '../ui/Icon'

export function HomeHero({ eyebrow, title, intro, quickLinks, contactLabel, badges }: HomeContent['hero']) {
  return (
    <section className="relative -mt-20 overflow-hidden bg-gradient-to-b from-ivory-200 to-ivory pt-20">
      <div className="container grid min-h-[calc(100svh-5rem)] items-center gap-10 py-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="heading-1 mt-4">{title}</h1>
          <p className="mt-6 max-w-xl text-lg text-stone-600">{intro}</p>
          <ul className="mt-8 grid max-w-xl grid-cols-2 gap-3" aria-label={quickLinksLabel}>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="focus-ring flex h-full items-center gap-3 rounded-lg border border-ink/10 bg-white/80 px-4 py-3 text-sm font-medium text-ink hover:(border-gold-500 transition-colors)"
                >
                  <Icon name={link.icon} className="h-5 w-5 text-gold-700" />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ContactButton label={contactLabel} />
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-xs text-stone-600" aria-label={badgesLabel}>
            {badges.map((badge) => (
              <li key={badge.label} className="flex items-center gap-2">
                <Icon name={badge.icon} className="h-4 w-4 text-gold-700" />
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block">
          <img src="/art/hero.svg" alt="" width={640} height={560} className="h-auto w-full" loading="lazy" decoding="async" />
        </div>
      </div>
      {/* The end of the opening, which the page waits for before it is first drawn: lib/mainContent.ts. */}
      <span id={openingEndId} hidden />
    </section>
  )
}
