// Business facts, in one place. The phone and e-mail come from lib/owner.ts, with every other fact
// the owner provides or confirms (the legal pages, the gold page and the displayed figures read
// those there, so that no page's bundle carries them); the brand is here (the hours are the
// database's: lib/weeklyHours.ts), the address
// and metro in lib/address.ts (read by the Edge Functions too).

import { address, metro } from './address.ts'
import { buildSetting } from './buildEnv.ts'
import { email, phone } from './owner.ts'

/** Canonical origin of the public site, without trailing slash (build-time `VITE_SITE_URL`). */
export const siteUrl = (buildSetting('VITE_SITE_URL', () => import.meta.env.VITE_SITE_URL) || 'https://www.maison-bologne.fr').replace(/\/+$/, '')

export const site = {
  brand: 'Maison Bologne',
  tagline: 'Joaillerie & Horlogerie',
  foundedYear: 1964,
  phone,
  email,
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

export const telHref = `tel:${site.phone.e164}`
export const mailHref = `mailto:${site.email}`

export function absoluteUrl(path: string): string {
  return siteUrl + (path === '/' ? '/' : path)
}
