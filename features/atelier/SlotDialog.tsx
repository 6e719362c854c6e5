import { useForm } from 'react-hook-form'
import { ConfirmDialog } from './ConfirmDialog'
import { SlotFields } from './SlotFields'
import { propose as texts } from './texts/requests'

export interface SlotChoice {
  day: string
  time: string
}

interface Props {
  open: boolean
  title: string
  help: string
  submitLabel: string
  /** The day to start from (the one asked for), 'YYYY-MM-DD'. */
  day?: string | null
  formId: string
  onChoose: (slot: SlotChoice) => void
  onCancel: () => void
}

// A day and a time for a visit: to propose another slot, or to confirm one whose time the visitor left
// open. The database checks the slot against the opening calendar and says why it refuses one.
export function SlotDialog({ open, title, help, submitLabel, day, formId, onChoose, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SlotChoice>({ values: { day: day ?? '', time: '' } })
  const submit = handleSubmit(onChoose)
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={help}
      confirmLabel={submitLabel}
      cancelLabel={texts.keep}
      onConfirm={() => undefined}
      onCancel={onCancel}
      formId={formId}
    >
      <form id={formId} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <SlotFields
          formId={formId}
          day={register('day', { required: texts.missing })}
          time={register('time', { required: texts.missing })}
          dayInvalid={Boolean(errors.day)}
          timeInvalid={Boolean(errors.time)}
        />
        {(errors.day ?? errors.time) && (
          <p role="alert" className="text-sm text-rouge sm:col-span-2">
            {texts.missing}
          </p>
        )}
      </form>
    </ConfirmDialog>
  )
}
