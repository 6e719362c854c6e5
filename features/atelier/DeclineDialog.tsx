import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { ConfirmDialog } from './ConfirmDialog'
import { confirmations, decline as texts } from './texts/requests'

interface Props {
  open: boolean
  name: string
  formId: string
  onDecline: (reason: string) => void
  onCancel: () => void
}

// « Décliner »: asks first, with the message the visitor will read (required, as the database asks).
// The words typed stay while the dialog is closed and opened again.
export function DeclineDialog({ open, name, formId, onDecline, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } })
  const submit = handleSubmit(({ reason }) => onDecline(reason.trim()))
  const fieldId = `${formId}-reason`
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      description={texts.body(name)}
      confirmLabel={texts.confirm}
      cancelLabel={confirmations.keep}
      onConfirm={() => undefined}
      onCancel={onCancel}
      formId={formId}
    >
      <form id={formId} noValidate className="mt-4" onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId} className="block font-medium text-ink">
          {texts.label}
        </label>
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-stone-600">
          {texts.hint}
        </p>
        <textarea
          id={fieldId}
          rows={4}
          className={`${inputClass} mt-2`}
          aria-describedby={`${fieldId}-hint${errors.reason ? ` ${fieldId}-error` : ''}`}
          aria-invalid={errors.reason ? true : undefined}
          {...register('reason', {
            validate: (value) => (value.trim() === '' ? texts.missing : value.trim().length > 1000 ? texts.tooLong : true),
          })}
        />
        {errors.reason && (
          <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm text-rouge">
            {errors.reason.message}
          </p>
        )}
      </form>
    </ConfirmDialog>
  )
}
