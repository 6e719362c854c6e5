import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { replyToReview, reviewChanges, type MemberReview } from './reviews'
import { reviewTexts as texts } from './texts/reviews'
import { useMemberChange } from './useMemberChange'

// The workshop's reply to one review, written or changed; what is typed stays on a refusal.
export function ReplyForm({ review, onDone }: { review: MemberReview; onDone: () => void }) {
  const form = useForm<{ reply: string }>({ defaultValues: { reply: review.reply ?? '' } })
  const error = form.formState.errors.reply
  const save = useMemberChange(
    reviewChanges,
    (reply: string) => replyToReview(review.id, reply),
    texts.replied,
    onDone,
    () => form.setError('reply', { message: texts.replyTooLong }),
  )
  const id = `reply-${review.id}`
  const submit = form.handleSubmit(({ reply }) => save.mutate(reply))
  return (
    <form noValidate className="mt-4" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="block font-medium text-ink">
        {texts.replyLabel}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {texts.replyHint}
      </p>
      <textarea
        id={id}
        rows={4}
        className={`${inputClass} mt-2`}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        {...form.register('reply', {
          validate: (value) => (value.trim() === '' ? texts.replyEmpty : value.trim().length > 2000 ? texts.replyTooLong : true),
        })}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rouge">
          {error.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary px-4 py-2" disabled={save.isPending}>
          {texts.saveReply}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onDone}>
          {texts.cancelReply}
        </button>
      </div>
    </form>
  )
}
