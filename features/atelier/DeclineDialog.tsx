import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { ConfirmDialog } from './ConfirmDialog'
import { FormField, fieldAria } from './FormField'
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
        <FormField id={fieldId} label={texts.label} hint={texts.hint} error={errors.reason?.message}>
          <textarea
            rows={4}
            className={`${inputClass} mt-2`}
            {...fieldAria(fieldId, texts.hint, errors.reason?.message)}
            {...register('reason', {
              validate: (value) => (value.trim() === '' ? texts.missing : value.trim().length > 1000 ? texts.tooLong : true),
            })}
          />
        </FormField>
      </form>
    </ConfirmDialog>
  )
}
