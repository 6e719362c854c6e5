import { useId, useState } from 'react'
import { useData } from 'vike-react/useData'
import type { CalendarData } from '../opening-hours'
import { seededWeeklyHours } from '../../lib/weeklyHours'
import { inputClass } from '../../components/ui/inputClass'
import { optionalMark } from './texts/formTexts'
import {
  anyTimeOption,
  chooseDayFirstOption,
  fullDaySuffix,
  noVisitOption,
  takenSuffix,
  visitAvailabilityUnknown,
  visitChoiceGone,
  visitDayLabel,
  visitHint,
  visitLegend,
  visitLoading,
  visitTimeLabel,
} from './texts/visitTexts'
import { useVisitChoices } from './useVisitChoices'

interface VisitPickerProps {
  /** 'YYYY-MM-DD', or '' (or nothing) for a message without a visit. */
  day?: string
  /** 'HH:MM', or '' (or nothing) for any time of the day. */
  time?: string
  onChange: (day: string, time: string) => void
}

/** What the picker reads of its page's data (https://vike.dev/data): the hours and the owner's
 *  exceptions as the page was built (pages/contact/+data.ts), read again live. Read here rather than handed down by
 *  the form, whose code is in the page's first load. */
interface PageCalendarData {
  calendar?: CalendarData
}
// A page built without them: the seeded hours, until the database's are read.
const seededCalendar: CalendarData = { hours: seededWeeklyHours, exceptions: [] }

// Native selects: keyboard, screen readers, phones' own pickers and every engine, with nothing to
// load; a taken slot is a disabled option, announced as unavailable and skipped by the arrow keys.
// The prerendered HTML (and the first render) shows them disabled with a line saying the days are
// coming: the choice depends on the moment and on the database, so nothing is offered before then.
export function VisitPicker({ day = '', time = '', onChange }: VisitPickerProps) {
  const id = useId()
  const calendar = useData<PageCalendarData>().calendar ?? seededCalendar
  const [choiceGone, setChoiceGone] = useState(false)
  // A choice the list no longer offers (the slot is now too soon, or was taken meanwhile) is taken off, and said.
  const { choices, takenUnknown } = useVisitChoices(calendar, { day, time }, (dayStillOffered) => {
    onChange(dayStillOffered ? day : '', '')
    setChoiceGone(true)
  })
  const chosenDay = choices?.find((choice) => choice.day === day)

  const status = !choices ? visitLoading : choiceGone ? visitChoiceGone : takenUnknown ? visitAvailabilityUnknown : ''
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4 sm:p-5">
      <legend className="px-1 text-sm font-medium text-ink">
        {visitLegend} <span className="font-normal text-stone-600">{optionalMark}</span>
      </legend>
      <p id={`${id}-aide`} className="text-xs text-stone-600">
        {visitHint}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-jour`} className="block text-sm font-medium text-ink">
            {visitDayLabel}
          </label>
          <select
            id={`${id}-jour`}
            name="visitDate"
            value={chosenDay ? day : ''}
            disabled={!choices}
            onChange={(e) => {
              setChoiceGone(false)
              onChange(e.target.value, '')
            }}
            aria-describedby={`${id}-aide ${id}-etat`}
            className={`${inputClass} mt-1.5`}
            data-field="visit"
          >
            <option value="">{noVisitOption}</option>
            {choices?.map((choice) => (
              <option key={choice.day} value={choice.day} disabled={choice.full}>
                {choice.full ? `${choice.label}${fullDaySuffix}` : choice.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-heure`} className="block text-sm font-medium text-ink">
            {visitTimeLabel}
          </label>
          <select
            id={`${id}-heure`}
            name="visitTime"
            value={chosenDay ? time : ''}
            disabled={!chosenDay}
            onChange={(e) => {
              setChoiceGone(false)
              onChange(day, e.target.value)
            }}
            aria-describedby={`${id}-etat`}
            className={`${inputClass} mt-1.5`}
          >
            <option value="">{chosenDay ? anyTimeOption : chooseDayFirstOption}</option>
            {chosenDay?.times.map((slot) => (
              <option key={slot.time} value={slot.time} disabled={slot.taken}>
                {slot.taken ? `${slot.label}${takenSuffix}` : slot.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Two lines kept for what it has to say, so that nothing below moves when it says it. */}
      <p id={`${id}-etat`} role="status" className="mt-2 min-h-8 text-xs text-stone-600">
        {status}
      </p>
    </fieldset>
  )
}
