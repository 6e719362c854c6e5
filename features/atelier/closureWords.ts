// A closure's days in plain French, and what is wrong with the days typed. Plain TypeScript.
import { frenchDay } from '../../lib/content/frenchDates'
import { closureTexts as texts } from './texts/closures'

const dayWords = (day: string) => frenchDay(day, { weekday: true })

/** « le lundi 4 janvier 2027 » or « du lundi 4 au mercredi 6 janvier 2027 » (years always written). */
export function closureDays(firstDay: string, lastDay: string): string {
  if (firstDay === lastDay) return texts.oneDay(dayWords(firstDay))
  return texts.range(dayWords(firstDay), dayWords(lastDay))
}

/** The problem with the days typed (French), or null. An empty last day means the first day alone. */
export function closureDaysProblem(firstDay: string, lastDay: string, today: string): string | null {
  if (!firstDay) return texts.firstDayMissing
  const last = lastDay || firstDay
  if (last < firstDay) return texts.outOfOrder
  if (last < today) return texts.past
  const days = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000
  if (days > 366) return texts.tooLong
  return null
}
