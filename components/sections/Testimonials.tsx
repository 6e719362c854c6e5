import type { Testimonial } from '../../lib/content/types'
import { Stars } from '../ui/Stars'

/** Only the first word of a name is shown, out of respect for the clients' privacy. */
const displayName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? ''

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
            <Stars rating={5} />
            <blockquote className="mt-4 flex-1 font-serif text-lg italic leading-relaxed text-ink">«&#8239;{item.content}&#8239;»</blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="font-semibold text-ink">{displayName(item.name)}</span>
              <span className="block text-stone-600">{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
