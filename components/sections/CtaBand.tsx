import type { Cta } from '../../lib/content/types'
import { CtaLink } from '../ui/CtaLink'

export function CtaBand({ id, title, text, actions }: { id: string; title: string; text: string; actions: readonly Cta[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="bg-ink py-16 text-ivory sm:py-20">
      <div className="container max-w-3xl text-center">
        <h2 id={`${id}-titre`} className="font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-ivory/80">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((cta) => (
            <CtaLink key={cta.label} cta={cta} tone="dark" />
          ))}
        </div>
      </div>
    </section>
  )
}
