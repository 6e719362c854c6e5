import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { notify } from '../../lib/toast/notify'
import { statusLabels, type RequestStatus } from '../request-tracking'
import { ConfirmDialog } from './ConfirmDialog'
import { notMemberText, signedOutText } from './texts/requests'
import { STEP_TEXT_MAX } from '../../supabase/functions/_shared/request/stepEmail'
import { sendStepEmail, type StepEmailResult } from './stepEmail'
import { stepEmailTexts as texts, stepTemplates } from './texts/stepEmails'

interface Props {
  id: string
  name: string
  /** The step the request has just reached. */
  status: Exclude<RequestStatus, 'received'>
  onClose: () => void
}

/** What the member reads after a refusal: the dialog closes, nothing left. */
function refusalWords(result: StepEmailResult): string {
  if (result.reason === 'not_signed_in') return signedOutText
  if (result.reason === 'not_member') return notMemberText
  return result.reason === 'moved' ? texts.moved : texts.refused
}

// Once a request has moved: the step's e-mail to the customer, its text offered and editable,
// « Envoyer l'e-mail » or « Ne pas prévenir ». A failed sending says so here, keeps the text and
// offers « Réessayer »; the dialog says « envoyé » only once the e-mail has left.
export function StepEmailDialog({ id, name, status, onClose }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ text: string }>({ defaultValues: { text: stepTemplates[status] } })
  const send = useMutation({
    mutationFn: (text: string) => sendStepEmail(id, status, text),
    onSuccess: (result) => {
      if (result.outcome === 'failed') return
      notify(result.outcome === 'sent' ? { title: texts.sent(name), variant: 'success' } : { title: refusalWords(result), variant: 'error' })
      onClose()
    },
  })
  const failed = send.isError || send.data?.outcome === 'failed'
  const submit = handleSubmit(({ text }) => send.mutate(text.trim()))
  const formId = `step-email-${id}`
  const fieldId = `${formId}-text`
  const described = [`${fieldId}-hint`, errors.text && `${fieldId}-error`, failed && `${formId}-failed`].filter(Boolean).join(' ')
  return (
    <ConfirmDialog
      open
      title={texts.title(name)}
      description={texts.body(statusLabels[status])}
      confirmLabel={send.isPending ? texts.sending : failed ? texts.retry : texts.send}
      cancelLabel={texts.skip}
      onConfirm={() => undefined}
      onCancel={() => !send.isPending && onClose()}
      formId={formId}
      busy={send.isPending}
    >
      <form id={formId} noValidate className="mt-4" onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId} className="block font-medium text-ink">
          {texts.label}
        </label>
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-stone-600">
          {status === 'ready' ? texts.hintReady : texts.hint}
        </p>
        <textarea
          id={fieldId}
          rows={6}
          className={`${inputClass} mt-2`}
          aria-describedby={described}
          aria-invalid={errors.text ? true : undefined}
          {...register('text', {
            validate: (value) => (value.trim() === '' ? texts.missing : value.trim().length > STEP_TEXT_MAX ? texts.tooLong : true),
          })}
        />
        {errors.text && (
          <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm text-rouge">
            {errors.text.message}
          </p>
        )}
        {failed && (
          <p id={`${formId}-failed`} role="alert" className="mt-2 text-sm text-rouge">
            {texts.failed}
          </p>
        )}
      </form>
    </ConfirmDialog>
  )
}
