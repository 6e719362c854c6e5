import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { priceLineProblems, type PriceLineField } from '../../lib/priceLineRules'
import { FormField, fieldAria } from './FormField'
import { eurosWords, parseCents } from './frenchEuros'
import { priceLineChanges, type MemberPriceLine, type PriceLineAnswer, type PriceLineValues } from './priceLines'
import { priceLineTexts as texts } from './texts/priceLines'
import { useMemberChange } from './useMemberChange'

interface Typed {
  label: string
  amount: string
  description: string
}

/** The shared rule (lib/priceLineRules.ts) for one field: true, or the French problem. */
const rule = (field: PriceLineField, input: Partial<{ label: string; cents: number | null; description: string }>) =>
  !priceLineProblems({ label: 'x', cents: 1, description: '', ...input }).includes(field) || texts.problems[field]!

interface Props {
  /** The field ids' prefix, unique on the page. */
  id: string
  heading: string
  line?: MemberPriceLine
  submitLabel: string
  done: string
  send: (values: PriceLineValues) => Promise<PriceLineAnswer>
  onDone?: () => void
  onCancel?: () => void
}

// Adds a line, or changes one. What is typed stays until the database has saved it: a refusal shows
// beside its field, and the form empties (adding) or closes (changing) only once saved.
export function PriceLineForm({ id, heading, line, submitLabel, done, send, onDone, onCancel }: Props) {
  const defaults = (): Typed => ({ label: line?.label ?? '', amount: line ? eurosWords(line.cents / 100) : '', description: line?.description ?? '' })
  const form = useForm<Typed>({ defaultValues: defaults() })
  const { errors } = form.formState
  const save = useMemberChange(
    priceLineChanges,
    (typed: Typed) => send({ label: typed.label, cents: parseCents(typed.amount) ?? 0, description: typed.description }),
    done,
    () => {
      form.reset(defaults())
      onDone?.()
    },
    (problems) => {
      for (const problem of problems) {
        const field = problem === 'cents' ? 'amount' : problem === 'description' ? 'description' : 'label'
        form.setError(field, { message: texts.problems[problem] ?? texts.refused })
      }
    },
  )
  const submit = form.handleSubmit((typed) => save.mutate(typed))
  return (
    <div className="rounded-2xl border border-ink/15 bg-white p-4 sm:p-6">
      <h3 className="font-serif text-xl font-semibold text-ink">{heading}</h3>
      <form noValidate className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <FormField id={`${id}-label`} label={texts.label} hint={texts.labelHint} error={errors.label?.message} className="sm:col-span-2">
          <input
            className={`${inputClass} mt-2`}
            autoComplete="off"
            {...fieldAria(`${id}-label`, texts.labelHint, errors.label?.message)}
            {...form.register('label', { validate: (label) => rule('label', { label }) })}
          />
        </FormField>
        <FormField id={`${id}-amount`} label={texts.amount} hint={texts.amountHint} error={errors.amount?.message}>
          <input
            className={`${inputClass} mt-2`}
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(`${id}-amount`, texts.amountHint, errors.amount?.message)}
            {...form.register('amount', { validate: (amount) => rule('cents', { cents: parseCents(amount) }) })}
          />
        </FormField>
        <FormField
          id={`${id}-description`}
          label={texts.description}
          hint={texts.descriptionHint}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <input
            className={`${inputClass} mt-2`}
            autoComplete="off"
            {...fieldAria(`${id}-description`, texts.descriptionHint, errors.description?.message)}
            {...form.register('description', { validate: (description) => rule('description', { description }) })}
          />
        </FormField>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? texts.saving : submitLabel}
          </button>
          {onCancel && (
            <button type="button" className="btn-secondary" onClick={onCancel}>
              {texts.cancel}
            </button>
          )}
        </div>
      </form>
    </div>
  )
}
