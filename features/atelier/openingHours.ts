// « Fiche de l'atelier »: the weekly hours and the summer closure (public.weekly_hours and
// summer_closure), read as the member through RLS, saved as a whole through
// public.atelier_save_opening_hours (migrations/20261210000300_weekly_hours.sql), which checks
// membership, refuses what makes no sense and journals the change.
import { atelierClient } from './atelierClient'
import type { DayInput, SummerInput } from './hoursRules'
import { memberRpc, type Refusal } from './memberRpc'

export interface HoursInput {
  /** Monday first. */
  days: DayInput[]
  summer: SummerInput
}

export type HoursAnswer = { outcome: 'done' } | { outcome: 'refused'; reason: 'invalid'; problems: string[] } | Refusal

interface DayRow {
  weekday: number
  opens: string | null
  closes: string | null
  opens_again: string | null
  closes_again: string | null
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '')

export async function savedHours(): Promise<HoursInput> {
  const [days, summers] = await Promise.all([
    atelierClient.from('weekly_hours').select('weekday,opens,closes,opens_again,closes_again').order('weekday'),
    atelierClient.from('summer_closure').select('from_month,from_day,to_month,to_day'),
  ])
  if (days.error || summers.error) throw new Error((days.error ?? summers.error)!.message)
  const summer = (summers.data as { from_month: number | null; from_day: number | null; to_month: number | null; to_day: number | null }[])[0]
  return {
    days: (days.data as DayRow[]).map((row) => ({
      weekday: row.weekday,
      mode: !row.opens ? 'closed' : row.opens_again ? 'two' : 'one',
      opens: hhmm(row.opens),
      closes: hhmm(row.closes),
      opensAgain: hhmm(row.opens_again),
      closesAgain: hhmm(row.closes_again),
    })),
    summer: summer?.from_month
      ? { closes: true, fromDay: summer.from_day!, fromMonth: summer.from_month, toDay: summer.to_day!, toMonth: summer.to_month! }
      : { closes: false, fromDay: 1, fromMonth: 8, toDay: 25, toMonth: 8 },
  }
}

export function saveHours({ days, summer }: HoursInput): Promise<HoursAnswer> {
  const time = (value: string, used: boolean) => (used && value ? value : null)
  return memberRpc<HoursAnswer>('atelier_save_opening_hours', {
    week: days.map((day) => ({
      weekday: day.weekday,
      opens: time(day.opens, day.mode !== 'closed'),
      closes: time(day.closes, day.mode !== 'closed'),
      opens_again: time(day.opensAgain, day.mode === 'two'),
      closes_again: time(day.closesAgain, day.mode === 'two'),
    })),
    summer: summer.closes ? { from_month: summer.fromMonth, from_day: summer.fromDay, to_month: summer.toMonth, to_day: summer.toDay } : null,
  })
}
