import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { parisToday } from './parisToday'
import { FormField, fieldAria } from './FormField'
import { addReview, reviewChanges, type ReviewInput } from './reviews'
import { reviewTexts as texts } from './texts/reviews'
import { useMemberChange } from './useMemberChange'

const fieldOf: Record<string, keyof ReviewInput> = { author_name: 'authorName', rating: 'rating', text: 'text', reviewed_on: 'reviewedOn', source: 'source' }
const blank = (message: string) => (value: string) => value.trim() !== '' || message

// Adds a review with its date and source. The database's refusals show beside their fields and
// nothing typed is lost; the form empties once the review is saved.
export function ReviewForm() {
  const defaults = (): ReviewInput => ({ authorName: '', rating: '5', text: '', reviewedOn: parisToday(), source: 'Google' })
  const form = useForm<ReviewInput>({ defaultValues: defaults() })
  const { errors } = form.formState
  const save = useMemberChange(
    reviewChanges,
    addReview,
    texts.added,
    () => form.reset(defaults()),
    (problems) => {
      for (const problem of problems) form.setError(fieldOf[problem] ?? 'text', { message: texts.problems[problem] ?? texts.refused })
    },
  )
  const submit = form.handleSubmit((values) => save.mutate(values))
  const today = parisToday()
  return (
    <div className="rounded-2xl border border-ink/15 bg-white p-4 sm:p-6">
      <h3 className="font-serif text-xl font-semibold text-ink">{texts.addHeading}</h3>
      <form noValidate className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
        <FormField id="review-author" label={texts.authorName} hint={texts.authorHint} error={errors.authorName?.message} className="sm:col-span-2">
          <input
            className={`${inputClass} mt-2`}
            autoComplete="off"
            {...fieldAria('review-author', texts.authorHint, errors.authorName?.message)}
            {...form.register('authorName', { validate: blank(texts.problems.author_name!), maxLength: { value: 100, message: texts.problems.author_name! } })}
          />
        </FormField>
        <FormField id="review-rating" label={texts.rating} error={errors.rating?.message}>
          <select className={`${inputClass} mt-2`} {...fieldAria('review-rating', undefined, errors.rating?.message)} {...form.register('rating')}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {texts.ratingOption(n)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="review-date" label={texts.reviewedOn} error={errors.reviewedOn?.message}>
          <input
            type="date"
            max={today}
            className={`${inputClass} mt-2`}
            {...fieldAria('review-date', undefined, errors.reviewedOn?.message)}
            {...form.register('reviewedOn', { validate: (value) => (value !== '' && value <= parisToday()) || texts.problems.reviewed_on! })}
          />
        </FormField>
        <FormField id="review-text" label={texts.text} error={errors.text?.message} className="sm:col-span-2">
          <textarea
            rows={4}
            className={`${inputClass} mt-2`}
            {...fieldAria('review-text', undefined, errors.text?.message)}
            {...form.register('text', { validate: blank(texts.problems.text!), maxLength: { value: 5000, message: texts.problems.text! } })}
          />
        </FormField>
        <FormField id="review-source" label={texts.source} hint={texts.sourceHint} error={errors.source?.message} className="sm:col-span-2">
          <input
            className={`${inputClass} mt-2`}
            list="review-sources"
            autoComplete="off"
            {...fieldAria('review-source', texts.sourceHint, errors.source?.message)}
            {...form.register('source', { validate: blank(texts.problems.source!), maxLength: { value: 40, message: texts.problems.source! } })}
          />
          <datalist id="review-sources">
            <option value="Google" />
            <option value="Atelier" />
            <option value="E-mail" />
          </datalist>
        </FormField>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? texts.adding : texts.add}
          </button>
        </div>
      </form>
    </div>
  )
}
