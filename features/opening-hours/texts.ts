// The opening calendar's French: the live status line (openingStatusAt.ts) and the contact card's
// upcoming closures (UpcomingClosures.tsx). Times and dates are written the French way, with
// no-break spaces (U+00A0) that keep « 10 h » and « 45 min » on one line.
import type { HolidayKey } from './holidays'
import type { CalendarDate } from './parisTime'

const nbsp = '\u00a0'

/** The days of the week, Sunday first (Date.getDay's order). */
const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const monthNames = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

export const holidayNames: Record<HolidayKey, string> = {
  jour_de_l_an: 'Jour de l’an',
  lundi_de_paques: 'Lundi de Pâques',
  fete_du_travail: 'Fête du Travail',
  victoire_1945: 'Victoire 1945',
  ascension: 'Ascension',
  lundi_de_pentecote: 'Lundi de Pentecôte',
  fete_nationale: 'Fête nationale',
  assomption: 'Assomption',
  toussaint: 'Toussaint',
  armistice_1918: 'Armistice 1918',
  noel: 'Noël',
}

/** 'samedi 26 décembre', 'mardi 1ᵉʳ septembre' (`weekday`: 0 = Sunday). */
export const dayText = ({ month, day }: CalendarDate, weekday: number) => `${weekdayNames[weekday]} ${day === 1 ? '1ᵉʳ' : day} ${monthNames[month - 1]}`

/** '10:00' → '10 h', '09:30' → '9 h 30'. */
export const statusTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return minutes === 0 ? `${hours}${nbsp}h` : `${hours}${nbsp}h${nbsp}${String(minutes).padStart(2, '0')}`
}

/** '45 min', '2 h 5 min', '24 h'. */
export const countdownText = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest}${nbsp}min`
  return rest === 0 ? `${hours}${nbsp}h` : `${hours}${nbsp}h${nbsp}${rest}${nbsp}min`
}

/** A requested visit's day and time: « samedi 5 décembre à 11 h ». */
export const visitDayAtTime = (day: string, time: string) => `${day} à ${time}`
export const openUntilStatus = (closingTime: string) => `Ouvert aujourd’hui jusqu’à ${closingTime}`
export const reopensInStatus = (countdown: string) => `Réouverture dans ${countdown}`
export const closedStatus = (day: string, time: string) => `Fermé${nbsp}— réouverture ${day} à ${time}`
export const holidayStatus = (holiday: string, day: string, time: string) => `Fermé${nbsp}— jour férié (${holiday}), réouverture ${day} à ${time}`
export const summerStatus = (day: string, time: string) => `Fermé pour les congés d’été${nbsp}— réouverture le ${day} à ${time}`
// The owner's reason is given in the contact card's upcoming closures, not here: the line keeps to two lines.
export const exceptionalStatus = (day: string, time: string) => `Fermeture exceptionnelle${nbsp}— réouverture le ${day} à ${time}`

export const upcomingClosuresTitle = 'Fermetures à venir'
export const summerClosureName = 'Congés d’été'
export const exceptionalClosureName = 'Fermeture exceptionnelle'
/** « Noël : vendredi 25 décembre ». */
export const closureItem = (name: string, when: string) => `${name}${nbsp}: ${when}`
export const dayRange = (first: string, last: string) => `du ${first} au ${last}`
export const untilDay = (last: string) => `jusqu’au ${last}`
