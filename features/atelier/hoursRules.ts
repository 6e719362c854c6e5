// The checks of « Fiche de l'atelier » before anything is sent, the same as the database's
// (public.atelier_save_opening_hours): each day closed, or one or two ranges in order and apart;
// at least one day open; a summer closure of real days, in order, three months at most.

export type DayMode = 'closed' | 'one' | 'two'

/** One day of the form, Monday first; times 'HH:MM' as the time fields give them ('' when empty). */
export interface DayInput {
  /** ISO: 1 Monday … 7 Sunday. */
  weekday: number
  mode: DayMode
  opens: string
  closes: string
  opensAgain: string
  closesAgain: string
}

export interface SummerInput {
  closes: boolean
  fromDay: number
  fromMonth: number
  toDay: number
  toMonth: number
}

export type DayProblem = 'incomplete' | 'reversed' | 'overlap'
export type SummerProblem = 'summer' | 'summer_reversed' | 'summer_too_long'

export function dayProblem(day: DayInput): DayProblem | null {
  if (day.mode === 'closed') return null
  const two = day.mode === 'two'
  if (!day.opens || !day.closes || (two && (!day.opensAgain || !day.closesAgain))) return 'incomplete'
  if (day.opens >= day.closes || (two && day.opensAgain >= day.closesAgain)) return 'reversed'
  if (two && day.opensAgain <= day.closes) return 'overlap'
  return null
}

const monthLength = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const dayOfYear = (month: number, day: number) => Date.UTC(2000, month - 1, day) / 86_400_000

export function summerProblem(summer: SummerInput): SummerProblem | null {
  if (!summer.closes) return null
  const valid = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= monthLength[month - 1]!
  if (!valid(summer.fromMonth, summer.fromDay) || !valid(summer.toMonth, summer.toDay)) return 'summer'
  const length = dayOfYear(summer.toMonth, summer.toDay) - dayOfYear(summer.fromMonth, summer.fromDay)
  if (length < 0) return 'summer_reversed'
  return length > 92 ? 'summer_too_long' : null
}

/** True when no day opens: the site would have no opening to offer. */
export const weekClosed = (days: readonly DayInput[]) => days.every((day) => day.mode === 'closed')
