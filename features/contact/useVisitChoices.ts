import { useEffect, useEffectEvent, useState } from 'react'
import { createOpeningCalendar, liveCalendarData, visitOptions, type CalendarData } from '../opening-hours'
import { takenVisitSlots } from './visitAvailability'
import { choiceStillOffered, visitChoices, type VisitDayChoice } from './visitChoices'

// Past slots and slots now less than two hours ahead leave the list while the page stays open.
const REFRESH_MS = 60_000

export interface VisitChoicesState {
  /** Null until computed in the browser: what is offered depends on the moment. */
  choices: VisitDayChoice[] | null
  /** The database could not say which slots are taken (offline): every slot shows as free. */
  takenUnknown: boolean
}

/**
 * The days and times to offer: from the calendar as built (`data`) at once, then from the hours
 * and the owner's rows as the database has them now (as the opening status reads them), with the slots
 * public.visit_availability says are taken. Asked again when the connection returns. When the
 * visitor's choice (`chosen`) is no longer offered (its time is now too soon, it was taken
 * meanwhile), `onGone` hears whether its day still is.
 */
export function useVisitChoices(data: CalendarData, chosen: { day: string; time: string }, onGone: (dayStillOffered: boolean) => void): VisitChoicesState {
  const [state, setState] = useState<VisitChoicesState>({ choices: null, takenUnknown: false })
  const checkChosen = useEffectEvent((choices: VisitDayChoice[]) => {
    if (chosen.day === '' || choiceStillOffered(choices, chosen.day, chosen.time)) return
    onGone(choiceStillOffered(choices, chosen.day, ''))
  })
  useEffect(() => {
    let cancelled = false
    let calendar = createOpeningCalendar(data.hours, data.exceptions)
    let taken: ReadonlySet<string> = new Set()
    let takenUnknown = false
    const update = () => {
      const options = visitOptions(calendar, new Date())
      if (cancelled) return options
      const choices = visitChoices(options, taken)
      setState({ choices, takenUnknown })
      checkChosen(choices)
      return options
    }
    const readDatabase = async () => {
      const live = await liveCalendarData()
      if (live) calendar = createOpeningCalendar(live.hours, live.exceptions)
      const options = update()
      const first = options[0]?.day
      const last = options.at(-1)?.day
      if (!first || !last) return
      try {
        taken = await takenVisitSlots(first, last)
        takenUnknown = false
      } catch {
        takenUnknown = true
      }
      update()
    }
    update()
    void readDatabase()
    const timer = window.setInterval(update, REFRESH_MS)
    const online = () => void readDatabase()
    window.addEventListener('online', online)
    return () => {
      cancelled = true
      window.clearInterval(timer)
      window.removeEventListener('online', online)
    }
  }, [data])
  return state
}
