// The weekly hours in the words of the pages' sentences (the footer, the contact page, the
// services): computed once by the build from the hours it read (vite/weeklyHours.ts).
import type { TimeRange, WeeklyHours } from '../weeklyHours.ts'

const dayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const monthNames = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const dayOfMonth = (day: number) => (day === 1 ? '1ᵉʳ' : String(day))
/** '18:45' → '18 h 45', '10:00' → '10 h'. */
const clock = (time: string) => time.replace(/^0?(\d+):(\d\d)$/, (_, h: string, m: string) => (m === '00' ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}`))
/** 'a', 'a et b', 'a, b et c'. */
const listed = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`)

export interface HoursWords {
  /** 'du mardi au samedi de 10 h à 18 h 45'; days that open alike and follow each other in one group. */
  week: string
  /** The same with a comma between the days and their hours: 'du mardi au samedi, de 10 h à 18 h 45'. */
  weekWithComma: string
  /** 'le dimanche et le lundi' (Sunday first); '' when no day closes. */
  closedDays: string
  /** 'du 28 juillet au 20 août'; '' without a summer closure. */
  summer: string
}

/** The hours as the pages' sentences say them (the build computes them once, vite/weeklyHours.ts). */
export function hoursWords(hours: WeeklyHours): HoursWords {
  const groups: { first: number; last: number; ranges: readonly TimeRange[] }[] = []
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const ranges = hours.week[weekday] ?? []
    const previous = groups.at(-1)
    if (ranges.length === 0) continue
    if (previous && (previous.last + 1) % 7 === weekday && JSON.stringify(previous.ranges) === JSON.stringify(ranges)) previous.last = weekday
    else groups.push({ first: weekday, last: weekday, ranges })
  }
  const days = ({ first, last }: { first: number; last: number }) => (first === last ? `le ${dayNames[first]}` : `du ${dayNames[first]} au ${dayNames[last]}`)
  const times = (ranges: readonly TimeRange[]) => ranges.map((range) => `de ${clock(range.opens)} à ${clock(range.closes)}`).join(' et ')
  const { summer } = hours
  return {
    week: groups.map((group) => `${days(group)} ${times(group.ranges)}`).join(', '),
    weekWithComma: groups.map((group) => `${days(group)}, ${times(group.ranges)}`).join('\u00a0; '),
    closedDays: listed([0, 1, 2, 3, 4, 5, 6].filter((weekday) => (hours.week[weekday] ?? []).length === 0).map((weekday) => `le ${dayNames[weekday]}`)),
    summer: summer
      ? `du ${dayOfMonth(summer.from.day)}${summer.from.month === summer.to.month ? '' : ` ${monthNames[summer.from.month - 1]}`} au ${dayOfMonth(summer.to.day)} ${monthNames[summer.to.month - 1]}`
      : '',
  }
}

/** « Fermé » the days closed every week (`withDays`), the public holidays and the summer closure, listed the French way. */
export const closedSentence = (words: HoursWords, withDays: boolean) =>
  `Fermé ${listed([withDays ? words.closedDays : '', 'les jours fériés', words.summer].filter(Boolean))}.`
