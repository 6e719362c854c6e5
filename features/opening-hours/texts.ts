// The contact page's "open now" line (features/opening-hours/openingStatusAt.ts, loaded after the page): the
// hours and the summer closure it speaks of come from lib/site.ts, computed there. Small functions
// taking those values, loaded with that module only.

/** The days of the week, Sunday first (Date.getDay's order). */
export const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const monthNames = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** '1er août', '25 août' (`month` from 1). */
export const statusDate = (day: number, month: number) => `${day === 1 ? '1er' : day} ${monthNames[month - 1]}`
/** '18:45' → '18h45', the way the line writes a time. */
export const statusTime = (time: string) => time.replace(':', 'h')
/** '45min', '2h15min'. */
export const countdownText = (minutes: number) => (minutes < 60 ? `${minutes}min` : `${Math.floor(minutes / 60)}h${minutes % 60}min`)

export const summerClosureStatus = (reopeningDate: string) => `Fermeture exceptionnelle - Réouverture le ${reopeningDate}`
export const openUntilStatus = (closingTime: string) => `Ouvert aujourd’hui jusqu’à ${closingTime}`
export const reopensInStatus = (countdown: string) => `Réouverture dans ${countdown}`
/** A reopening a week or more away, given as a date rather than a weekday. */
export const onDate = (date: string) => `le ${date}`
/** `when`: a weekday name or onDate(…). */
export const closedStatus = (when: string, openingTime: string) => `Fermé - Réouverture ${when} à ${openingTime}`
