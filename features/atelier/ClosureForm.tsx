import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { notify } from '../../lib/toast/notify'
import { CloseDaysDialog } from './CloseDaysDialog'
import { closeDays, visitsBetween, type ClosureInput, type CoveredVisits } from './closures'
import { parisToday } from './parisToday'
import { closureDaysProblem } from './closureWords'
import { closureTexts as texts } from './texts/closures'
import { failedText, notMemberText, signedOutText } from './texts/requests'

const refusalWords = (reason: string) =>
  reason === 'not_member' ? notMemberText : reason === 'not_signed_in' ? signedOutText : (texts.refusals[reason] ?? texts.refused)

interface Pending {
  closure: ClosureInput
  covered: CoveredVisits
  changed: boolean
}

// Adds a closure: checks the days, lists the confirmed visits and the visits booked by phone they
// cover, and saves only once the owner has confirmed that list. Nothing typed is lost on a refusal;
// the form empties once saved.
export function ClosureForm() {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending | null>(null)
  const form = useForm<ClosureInput>({ defaultValues: { firstDay: '', lastDay: '', reason: '', note: '' } })
  const { errors } = form.formState
  const closure = (values: ClosureInput): ClosureInput => ({ ...values, lastDay: values.lastDay || values.firstDay })
  const check = useMutation({
    mutationFn: async (values: ClosureInput) => ({ values: closure(values), covered: await visitsBetween(values.firstDay, values.lastDay || values.firstDay) }),
    onSuccess: ({ values, covered }) =>
      'outcome' in covered ? notify({ title: refusalWords(covered.reason), variant: 'error' }) : setPending({ closure: values, covered, changed: false }),
    onError: () => notify({ title: failedText, variant: 'error' }),
  })
  const save = useMutation({
    mutationFn: ({ message, shown }: { message: string; shown: Pending }) =>
      closeDays(shown.closure, message, [...shown.covered.visits.map((visit) => visit.message_id), ...shown.covered.phoneVisits.map((visit) => visit.id)]),
    onSuccess: (answer, { shown }) => {
      if (answer.outcome === 'done') {
        notify({ title: texts.savedWith(answer.cancelled.length, answer.removed_phone_visits.length), variant: 'success' })
        setPending(null)
        form.reset()
      } else if (answer.reason === 'visits_changed' && 'visits' in answer && answer.visits) {
        setPending({ ...shown, covered: { visits: answer.visits, phoneVisits: answer.phone_visits ?? [] }, changed: true })
      } else {
        setPending(null)
        notify({ title: refusalWords(answer.reason), variant: 'error' })
      }
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['closures', 'journal', 'requests', 'visits'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const submit = form.handleSubmit((values) => {
    const problem = closureDaysProblem(values.firstDay, values.lastDay, parisToday())
    if (problem) form.setError('lastDay', { message: problem })
    else check.mutate(values)
  })
  const field = (name: keyof ClosureInput) => `closure-${name}`
  const daysError = errors.firstDay?.message ?? errors.lastDay?.message
  return (
    <div className="rounded-2xl border border-ink/15 bg-white p-4 sm:p-6">
      <h3 className="font-serif text-xl font-semibold text-ink">{texts.addHeading}</h3>
      <form noValidate className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <div>
          <label htmlFor={field('firstDay')} className="block font-medium text-ink">
            {texts.firstDay}
          </label>
          <input
            id={field('firstDay')}
            type="date"
            className={`${inputClass} mt-2`}
            aria-invalid={daysError ? true : undefined}
            {...form.register('firstDay')}
          />
        </div>
        <div>
          <label htmlFor={field('lastDay')} className="block font-medium text-ink">
            {texts.lastDay}
          </label>
          <input
            id={field('lastDay')}
            type="date"
            className={`${inputClass} mt-2`}
            aria-describedby={`${field('lastDay')}-hint`}
            aria-invalid={daysError ? true : undefined}
            {...form.register('lastDay')}
          />
          <p id={`${field('lastDay')}-hint`} className="mt-1 text-sm text-stone-600">
            {texts.lastDayHint}
          </p>
        </div>
        {daysError && (
          <p role="alert" className="text-rouge sm:col-span-2">
            {daysError}
          </p>
        )}
        <div className="sm:col-span-2">
          <label htmlFor={field('reason')} className="block font-medium text-ink">
            {texts.reason}
          </label>
          <p id={`${field('reason')}-hint`} className="mt-1 text-sm text-stone-600">
            {texts.reasonHint}
          </p>
          <input
            id={field('reason')}
            className={`${inputClass} mt-2`}
            aria-describedby={`${field('reason')}-hint`}
            aria-invalid={errors.reason ? true : undefined}
            {...form.register('reason', { maxLength: { value: 80, message: texts.reasonTooLong } })}
          />
          {errors.reason && (
            <p role="alert" className="mt-2 text-sm text-rouge">
              {errors.reason.message}
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={field('note')} className="block font-medium text-ink">
            {texts.note}
          </label>
          <textarea id={field('note')} rows={2} className={`${inputClass} mt-2`} {...form.register('note')} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={check.isPending || save.isPending}>
            {check.isPending ? texts.checking : texts.check}
          </button>
        </div>
      </form>
      <CloseDaysDialog
        pending={pending}
        busy={save.isPending}
        onConfirm={(message) => pending && save.mutate({ message, shown: pending })}
        onCancel={() => setPending(null)}
      />
    </div>
  )
}
