// What the visit picker offers: the calendar's days and times, with the slots the database says are
// taken shown as such and not choosable, and a day whose every slot is taken shown as full.
import type { VisitDayOption } from '../opening-hours'
import { visitSlotKey } from './visitAvailability'

interface VisitTimeChoice {
  time: string
  label: string
  taken: boolean
}

export interface VisitDayChoice {
  day: string
  label: string
  full: boolean
  times: VisitTimeChoice[]
}

export function visitChoices(options: readonly VisitDayOption[], taken: ReadonlySet<string>): VisitDayChoice[] {
  return options.map(({ day, label, times }) => {
    const choices = times.map((option) => ({ ...option, taken: taken.has(visitSlotKey(day, option.time)) }))
    return { day, label, full: choices.every((choice) => choice.taken), times: choices }
  })
}

/** The visitor's choice, kept only while it is still offered and free: the day, and the time ('' for any). */
export function choiceStillOffered(choices: readonly VisitDayChoice[], day: string, time: string): boolean {
  const chosen = choices.find((choice) => choice.day === day)
  if (!chosen || chosen.full) return false
  return time === '' || chosen.times.some((choice) => choice.time === time && !choice.taken)
}
