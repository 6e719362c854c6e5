import { footerColumns, legalLinks } from '../../lib/navigation'
import { site } from '../../lib/site'
import { useWorkshopContact } from '../../lib/useWorkshopContact'
import { closedOnHolidaysAndSummer, hoursLine } from '../../lib/hoursAsBuilt'
import { ContactButton } from '../../components/ui/ContactButton'
import { Logo } from './Logo'
import { CookieSettingsButton } from '../consent/CookieSettingsButton'
import { footerSignature, metroLabel, siteMapLabel, whatsappFooterLabel } from '../../lib/content/layout'
import { Icon } from '../../components/ui/Icon'

export function Footer() {
  const contact = useWorkshopContact()
  return (
    <footer className="bg-ink text-ivory/85">
      <div className="container grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-6">
          <Logo tone="ivory" />
          <address className="not-italic leading-relaxed">
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            <span className="text-sm text-ivory/70">
              {metroLabel} {site.metro.map((m) => `${m.line} (${m.station})`).join(', ')}
            </span>
          </address>
          <p className="space-y-1">
            <a className="focus-ring block w-fit rounded-sm hover:text-gold-300" href={contact.telHref}>
              <Icon name="phone" className="mr-2 h-4 w-4" />
              {contact.phone.display}
            </a>
            <a className="focus-ring block w-fit rounded-sm hover:text-gold-300" href={contact.mailHref}>
              <Icon name="mail" className="mr-2 h-4 w-4" />
              {contact.email}
            </a>
            {contact.whatsappLink && (
              <a className="focus-ring block w-fit rounded-sm hover:text-gold-300" href={contact.whatsappLink}>
                <Icon name="message-circle" className="mr-2 h-4 w-4" />
                {whatsappFooterLabel(contact.whatsapp ?? '')}
              </a>
            )}
          </p>
          <p className="text-sm text-ivory/70">
            {hoursLine}
            <br />
            {closedOnHolidaysAndSummer}
          </p>
          <ContactButton variant="footer" />
        </div>
        <nav aria-label={siteMapLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="mb-4 font-serif text-lg text-gold-300">{column.title}</h2>
              <ul className="space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a className="focus-ring rounded-sm hover:text-gold-300" href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-ivory/15">
        <div className="container flex flex-col gap-4 py-6 text-sm text-ivory/70 md:flex-row md:items-center md:justify-between">
          <p>{footerSignature(site.brand, site.foundedYear)}</p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a className="focus-ring rounded-sm hover:text-gold-300" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <CookieSettingsButton className="focus-ring rounded-sm underline-offset-4 hover:text-gold-300" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
