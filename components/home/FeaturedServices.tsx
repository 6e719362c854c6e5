import type { HomeContent } from '../../lib/content/types'
import { CtaLink } from '../ui/CtaLink'
import { ServiceCard, type ServiceCardProps } from '../ui/ServiceCard'

type Props = HomeContent['featuredServices'] & { services: ServiceCardProps[] }

export default function FeaturedServices({ id, eyebrow, title, intro, services, link }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="min-h-[80rem] bg-ivory-100 py-20 sm:min-h-[56rem] lg:min-h-[44rem]">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={`${id}-titre`} className="heading-2 mt-3 max-w-3xl">
          {title}
        </h2>
        <p className="mt-5 max-w-3xl text-stone-600">{intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.path}>
              <ServiceCard {...service} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <CtaLink cta={link} />
        </div>
      </div>
    </section>
  )
}
