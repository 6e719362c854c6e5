import type { HomeContent } from '../../lib/content/types'
import { CtaLink } from '../ui/CtaLink'
import { FigureLinks } from '../ui/FigureLinks'

export default function AboutTeaser({ id, eyebrow, title, paragraphs, figures, link }: HomeContent['about']) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="min-h-[52rem] bg-ivory py-20 lg:min-h-[36rem]">
      <div className="container grid gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-titre`} className="heading-2 mt-3">
            {title}
          </h2>
          <div className="mt-6 space-y-4 text-stone-600">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="mt-8">
            <CtaLink cta={link} />
          </div>
        </div>
        <dl className="grid content-center gap-6 sm:grid-cols-3 lg:grid-cols-1">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col border-l-2 border-gold-500 pl-5">
              <dt className="text-sm text-stone-600">{figure.label}</dt>
              <dd className="order-first font-serif text-4xl text-ink">{figure.value}</dd>
              <FigureLinks links={figure.links} />
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
