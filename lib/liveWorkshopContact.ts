// The workshop's phone, e-mail and WhatsApp as the database has them now (public.workshop_contact,
// « Fiche de l'atelier »), read once per page after hydration and shared by every place that says
// them (useWorkshopContact.ts): a change shows before the next build is live. Loaded with a dynamic
// import, never with a page; the JSON-LD stays as built.
import { publicRowsOnce } from './publicRows.ts'
import type { SiteContact } from './site.ts'
import { e164, whatsappHref, workshopContactColumns, workshopContactOf, type WorkshopContact } from './workshopContact.ts'

const storedContact = publicRowsOnce(`workshop_contact?select=${workshopContactColumns}`, workshopContactOf)

/** The contact with its links written, as lib/site.ts gives the build's. */
export function siteContact({ phone, email, whatsapp }: WorkshopContact): SiteContact {
  return {
    phone: { display: phone, e164: e164(phone) },
    email,
    whatsapp,
    telHref: `tel:${e164(phone)}`,
    mailHref: `mailto:${email}`,
    whatsappLink: whatsapp ? whatsappHref(whatsapp) : null,
  }
}

/** The contact now, or null when it cannot be read (the built one then stands) or has not changed. */
export async function liveWorkshopContact(built: SiteContact): Promise<SiteContact | null> {
  const now = await storedContact()
  if (!now || (now.phone === built.phone.display && now.email === built.email && now.whatsapp === built.whatsapp)) return null
  return siteContact(now)
}

/** Every text in `value` with the built phone, e-mail and WhatsApp replaced by `now`'s. */
export function withContact<T>(value: T, built: SiteContact, now: SiteContact): T {
  if (typeof value === 'string') {
    let text: string = value.replaceAll(built.phone.display, now.phone.display).replaceAll(built.email, now.email)
    if (built.whatsapp && now.whatsapp) text = text.replaceAll(built.whatsapp, now.whatsapp)
    return text as T
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withContact(item, built, now)) as T
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withContact(item, built, now)])) as T
  return value
}

/** The texts of `value` (a page's data) as they say the contact now, or null when nothing changed. */
export async function textsWithLiveContact<T>(value: T, built: SiteContact): Promise<T | null> {
  const now = await liveWorkshopContact(built)
  return now && withContact(value, built, now)
}
