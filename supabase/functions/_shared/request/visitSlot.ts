// A visit's day and time in words, and its instant, from the database's 'YYYY-MM-DD' and 'HH:MM'
// (Paris time). Plain TypeScript, shared by the e-mails (Deno) and their unit tests (vitest).
import { frenchDay } from '../../../../lib/content/frenchDates.ts'

/** '11:00' → '11 h', '14:30' → '14 h 30' (French typography: no-break spaces around the h). */
export const clockWords = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)(:\d\d)?$/, (_, h: string, m: string) => (m === '00' ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}`))

/** 'samedi 5 décembre'; the year too when the day is not in the current one. */
const dayWords = (day: string, now = new Date()) => frenchDay(day, { weekday: true, yearUnlessIn: now })

/** « samedi 5 décembre à 11 h », or « samedi 5 décembre, peu importe l’heure » without a time. */
export const slotWords = (day: string, time: string | null, now = new Date()) =>
  time ? `${dayWords(day, now)} à ${clockWords(time)}` : `${dayWords(day, now)}, peu importe l’heure`

/** The instant a Paris wall time names, whatever the server's zone. */
export function parisInstant(day: string, time: string): Date {
  const guess = new Date(`${day}T${time.slice(0, 5)}:00Z`)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  )
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute))
  return new Date(guess.getTime() - (shown - guess.getTime()))
}
