// Business facts, in one place. The phone, e-mail and WhatsApp number are the database's
// (public.workshop_contact, « Fiche de l'atelier »), as the build read them (vite/workshopContact.ts),
// else lib/owner.ts's, with every other fact the owner provides or confirms (the legal pages, the gold
// page and the displayed figures read those there, so that no page's bundle carries them); the brand
// is here (the hours are the database's: lib/weeklyHours.ts), the address
// and metro in lib/address.ts (read by the Edge Functions too).

import { address, metro } from './address.ts'
import { buildSetting } from './buildEnv.ts'
import { email as ownerEmail, phone as ownerPhone } from './owner.ts'
import type { WorkshopContactAsBuilt } from './workshopContact.ts'

/** Canonical origin of the public site, without trailing slash (build-time `VITE_SITE_URL`). */
export const siteUrl = (buildSetting('VITE_SITE_URL', () => import.meta.env.VITE_SITE_URL) || 'https://www.maison-bologne.fr').replace(/\/+$/, '')

/** The workshop's phone, e-mail and WhatsApp as the build read them, else the owner's facts' (no WhatsApp). */
function builtContact() {
  const setting = buildSetting('VITE_WORKSHOP_CONTACT', () => import.meta.env.VITE_WORKSHOP_CONTACT)
  if (!setting) return { phone: ownerPhone, email: ownerEmail, whatsapp: null, whatsappHref: null }
  const built = JSON.parse(setting) as WorkshopContactAsBuilt
  return { phone: { display: built.phone, e164: built.e164 }, email: built.email, whatsapp: built.whatsapp, whatsappHref: built.whatsappHref }
}

const { phone, email, whatsapp, whatsappHref } = builtContact()

export const site = {
  brand: 'Maison Bologne',
  tagline: 'Joaillerie & Horlogerie',
  foundedYear: 1964,
  phone,
  email,
  /** « 06 12 34 56 78 », or null when the workshop gives none. */
  whatsapp,
  address,
  geo: { latitude: 48.8573, longitude: 2.2797 },
  metro,
  priceRange: '€€€',
  themeColor: '#10182b',
  backgroundColor: '#faf7f0',
  locale: 'fr_FR',
} as const

/** '18:45' -> '18 h 45', '10:00' -> '10 h' (French typography, a space around the h). */
export const clockTime = (time: string) => time.replace(/^0?(\d+):(\d\d)$/, (_, h: string, m: string) => (m === '00' ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}`))

/** The workshop's phone, e-mail and WhatsApp as a page says them, with their links. */
export interface SiteContact {
  phone: { display: string; e164: string }
  email: string
  whatsapp: string | null
  telHref: string
  mailHref: string
  /** The wa.me link to the workshop's WhatsApp, or null when it gives none. */
  whatsappLink: string | null
}

/** As the build read them; the pages then say them as the database has them now (useWorkshopContact.ts). */
export const contactAsBuilt: SiteContact = { phone, email, whatsapp, telHref: `tel:${phone.e164}`, mailHref: `mailto:${email}`, whatsappLink: whatsappHref }

export function absoluteUrl(path: string): string {
  return siteUrl + (path === '/' ? '/' : path)
}
