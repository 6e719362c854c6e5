import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { notify } from '../../lib/toast/notify'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { ConfirmDialog } from './ConfirmDialog'
import { SlotFields } from './SlotFields'
import { failedText, notMemberText, propose, signedOutText } from './texts/requests'
import { visitTexts as texts } from './texts/visits'
import { bookPhoneVisit, type PhoneVisitAnswer, type PhoneVisitInput } from './visits'

const formId = 'phone-visit'

function refusalWords(answer: Exclude<PhoneVisitAnswer, { outcome: 'done' } | { outcome: 'already' }>): string {
  if (answer.reason === 'not_member') return notMemberText
  if (answer.reason === 'not_signed_in') return signedOutText
  return `${texts.refusals[answer.reason] ?? texts.refused} ${texts.nothingSaved}`
}

// « Réserver un créneau pris par téléphone »: a day, a time, a name, perhaps a phone and a note. The
// database refuses a slot past, closed or taken; the dialog then says why and keeps what was typed.
export function PhoneVisitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<PhoneVisitInput>({ defaultValues: { day: '', time: '', name: '', phone: '', note: '' } })
  const { errors } = form.formState
  // Closed and opened again, the dialog keeps what was typed, not an old refusal.
  const close = () => {
    setProblem(null)
    onClose()
  }
  const book = useMutation({
    mutationFn: bookPhoneVisit,
    onSuccess: (answer) => {
      if (answer.outcome === 'done') {
        notify({ title: texts.booked(slotWords(answer.visit_date, answer.visit_time)), variant: 'success' })
        form.reset()
        close()
      } else if (answer.outcome === 'refused') setProblem(refusalWords(answer))
    },
    onError: () => setProblem(failedText),
    onSettled: () => Promise.all(['visits', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const submit = form.handleSubmit((values) => {
    setProblem(null)
    book.mutate(values)
  })
  const missing = errors.day ?? errors.time ?? errors.name
  const field = (name: keyof PhoneVisitInput) => `${formId}-${name}`
  return (
    <ConfirmDialog
      open={open}
      title={texts.bookTitle}
      description={texts.bookHelp}
      confirmLabel={texts.bookConfirm}
      cancelLabel={texts.cancel}
      onConfirm={() => undefined}
      onCancel={close}
      formId={formId}
      busy={book.isPending}
    >
      <form id={formId} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <SlotFields
          formId={formId}
          day={form.register('day', { required: propose.missing })}
          time={form.register('time', { required: propose.missing })}
          dayInvalid={Boolean(errors.day)}
          timeInvalid={Boolean(errors.time)}
        />
        <div className="sm:col-span-2">
          <label htmlFor={field('name')} className="block font-medium text-ink">
            {texts.name}
          </label>
          <input
            id={field('name')}
            autoComplete="off"
            className={`${inputClass} mt-2`}
            aria-invalid={errors.name ? true : undefined}
            {...form.register('name', { validate: (value) => value.trim() !== '' || texts.nameMissing })}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={field('phone')} className="block font-medium text-ink">
            {texts.phone}
          </label>
          <input id={field('phone')} type="tel" autoComplete="off" className={`${inputClass} mt-2`} {...form.register('phone')} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={field('note')} className="block font-medium text-ink">
            {texts.note}
          </label>
          <textarea id={field('note')} rows={2} className={`${inputClass} mt-2`} {...form.register('note')} />
        </div>
        {(missing ?? problem) && (
          <p role="alert" className="text-sm text-rouge sm:col-span-2">
            {missing?.message ?? problem}
          </p>
        )}
      </form>
    </ConfirmDialog>
  )
}
