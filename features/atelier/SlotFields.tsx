import type { UseFormRegisterReturn } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { propose as texts } from './texts/requests'

interface Props {
  formId: string
  day: UseFormRegisterReturn
  time: UseFormRegisterReturn
  dayInvalid: boolean
  timeInvalid: boolean
}

// A visit's day and time as the owner picks them (to propose, confirm or book a slot): the phone's
// own date and time pickers, every half hour. The database says why it refuses a slot.
export function SlotFields({ formId, day, time, dayInvalid, timeInvalid }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${formId}-day`} className="block font-medium text-ink">
          {texts.day}
        </label>
        <input id={`${formId}-day`} type="date" className={`${inputClass} mt-2`} aria-invalid={dayInvalid ? true : undefined} {...day} />
      </div>
      <div>
        <label htmlFor={`${formId}-time`} className="block font-medium text-ink">
          {texts.time}
        </label>
        <input id={`${formId}-time`} type="time" step={1800} className={`${inputClass} mt-2`} aria-invalid={timeInvalid ? true : undefined} {...time} />
      </div>
    </>
  )
}
