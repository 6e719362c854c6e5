import { directAddressLabel, directContactTitle, directEmailLabel, directPhoneLabel, directWhatsAppLabel } from './texts/asideTexts'
import { site } from '../../lib/site'
import { useWorkshopContact } from '../../lib/useWorkshopContact'
import type { IconName } from '../../lib/icons'
import { Icon } from '../../components/ui/Icon'

export function DirectContactCard() {
  const { phone, email, whatsapp, telHref, mailHref, whatsappLink } = useWorkshopContact()
  const items: { icon: IconName; label: string; value: string; href: string }[] = [
    { icon: 'phone', label: directPhoneLabel, value: phone.display, href: telHref },
    { icon: 'mail', label: directEmailLabel, value: email, href: mailHref },
    // The workshop's WhatsApp, when it gives one (« Fiche de l'atelier »).
    ...(whatsapp && whatsappLink ? [{ icon: 'message-circle' as const, label: directWhatsAppLabel, value: whatsapp, href: whatsappLink }] : []),
    { icon: 'map-pin', label: directAddressLabel, value: site.address.full, href: '#atelier-titre' },
  ]
  return (
    <section aria-labelledby="contact-direct-titre" className="rounded-2xl bg-ink p-6 text-ivory">
      <h2 id="contact-direct-titre" className="font-serif text-2xl">
        {directContactTitle}
      </h2>
      <ul className="mt-5 space-y-4">
        {items.map((item) => (
          <li key={item.label}>
            <a href={item.href} className="focus-ring group flex items-start gap-3 rounded-md">
              <Icon name={item.icon} className="mt-1 h-5 w-5 text-gold-300" />
              <span>
                <span className="block text-xs uppercase tracking-widest text-ivory/70">{item.label}</span>
                <span className="group-hover:text-gold-300">{item.value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
