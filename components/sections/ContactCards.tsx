import { appointmentHref, appointmentLabel } from '../../lib/content/layout'
import { appointmentCardText, appointmentCardTitle, callCardTitle } from '../../lib/content/sections'
import { useWorkshopContact } from '../../lib/useWorkshopContact'
import { hoursLine } from '../../lib/hoursAsBuilt'
import { Icon } from '../ui/Icon'

/** Two ways to reach the workshop: book a visit, or call the shop. */
export function ContactCards({ id, title, text }: { id: string; title: string; text: string }) {
  const { phone, telHref } = useWorkshopContact()
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="bg-ink py-16 text-ivory sm:py-20">
      <div className="container">
        <h2 id={`${id}-titre`} className="font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-ivory/80">{text}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          <li className="rounded-xl bg-ink-700 p-8 ring-1 ring-gold-500/30">
            <Icon name="calendar" className="h-7 w-7 text-gold-300" />
            <h3 className="mt-4 font-serif text-2xl">{appointmentCardTitle}</h3>
            <p className="mt-2 text-ivory/80">{appointmentCardText}</p>
            <a href={appointmentHref} className="btn-appointment mt-6">
              {appointmentLabel}
            </a>
          </li>
          <li className="rounded-xl bg-ink-700 p-8 ring-1 ring-gold-500/30">
            <Icon name="phone" className="h-7 w-7 text-gold-300" />
            <h3 className="mt-4 font-serif text-2xl">{callCardTitle}</h3>
            <p className="mt-2 text-ivory/80">{hoursLine}.</p>
            <a href={telHref} className="btn-light mt-6">
              {phone.display}
            </a>
          </li>
        </ul>
      </div>
    </section>
  )
}
