import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { quoteProblems, type QuoteField, type QuoteInput } from '../../lib/quoteRules'
import { ConfirmDialog } from './ConfirmDialog'
import { FormField, fieldAria } from './FormField'
import { parseCents } from './frenchEuros'
import { quoteTexts as texts } from './texts/quotes'

export interface TypedQuote {
  amount: string
  delay: string
  note: string
}

/** What was typed, as the rules (lib/quoteRules.ts) and the database read it. */
export function quoteInput(typed: TypedQuote): QuoteInput {
  const days = typed.delay.trim()
  return { cents: parseCents(typed.amount), delayDays: /^\d{1,4}$/.test(days) ? Number(days) : null, note: typed.note }
}

/** The shared rule for one field: true, or the French problem. */
const rule = (field: QuoteField, typed: TypedQuote) => !quoteProblems(quoteInput(typed)).includes(field) || texts.problems[field]

interface Props {
  open: boolean
  name: string
  formId: string
  busy: boolean
  /** The database's refusal of some fields, shown beside them. */
  refused: QuoteField[]
  onSend: (typed: TypedQuote) => void
  onCancel: () => void
}

// « Devis »: the amount TTC, the delay and the work, checked as the database checks them, then sent
// from the dialog's own button. What is typed stays while the dialog is closed and opened again.
export function QuoteDialog({ open, name, formId, busy, refused, onSend, onCancel }: Props) {
  const form = useForm<TypedQuote>({ defaultValues: { amount: '', delay: '', note: '' } })
  const { errors } = form.formState
  const submit = form.handleSubmit((typed) => onSend({ ...typed, note: typed.note.trim() }))
  const error = (field: QuoteField) => errors[field]?.message ?? (refused.includes(field) ? texts.problems[field] : undefined)
  const id = (field: QuoteField) => `${formId}-${field}`
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      description={texts.body(name)}
      confirmLabel={texts.confirm}
      cancelLabel={texts.keep}
      onConfirm={() => undefined}
      onCancel={onCancel}
      formId={formId}
      busy={busy}
    >
      <form id={formId} noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
        <FormField id={id('amount')} label={texts.amount} hint={texts.amountHint} error={error('amount')}>
          <input
            className={`${inputClass} mt-2`}
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(id('amount'), texts.amountHint, error('amount'))}
            {...form.register('amount', { validate: (_, typed) => rule('amount', typed) })}
          />
        </FormField>
        <FormField id={id('delay')} label={texts.delay} hint={texts.delayHint} error={error('delay')}>
          <input
            className={`${inputClass} mt-2`}
            inputMode="numeric"
            autoComplete="off"
            {...fieldAria(id('delay'), texts.delayHint, error('delay'))}
            {...form.register('delay', { validate: (_, typed) => rule('delay', typed) })}
          />
        </FormField>
        <FormField id={id('note')} label={texts.note} hint={texts.noteHint} error={error('note')}>
          <textarea
            rows={4}
            className={`${inputClass} mt-2`}
            {...fieldAria(id('note'), texts.noteHint, error('note'))}
            {...form.register('note', { validate: (_, typed) => rule('note', typed) })}
          />
        </FormField>
      </form>
    </ConfirmDialog>
  )
}
