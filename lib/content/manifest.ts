// What the installed app shows: its name, description and shortcuts in the web app manifest,
// which vite/pwa.ts writes.
import { site } from '../site.ts'
import { foundedYear } from './facts.ts'

export const appName = `${site.brand} — ${site.tagline}`
export const appShortName = site.brand
export const appDescription = `Joaillier et horloger à Paris 16ᵉ depuis ${foundedYear} : création, réparation, expertise, achat d’or.`
/** Offered on the app's icon (a long press, a right click). */
export const appShortcuts = [
  { name: 'Nous contacter', short_name: 'Contact', url: '/contact' },
  { name: 'Nos services', short_name: 'Services', url: '/services' },
]
