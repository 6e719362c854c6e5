import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import type { ReviewAnswer } from './reviews'
import { reviewTexts as texts } from './texts/reviews'
import { failedText, notMemberText, signedOutText } from './texts/requests'

/** The words of a refusal that is not about a field. */
const reviewRefusalWords = (answer: Exclude<ReviewAnswer, { outcome: 'done' }>) =>
  answer.reason === 'not_member'
    ? notMemberText
    : answer.reason === 'not_signed_in'
      ? signedOutText
      : answer.reason === 'not_found'
        ? texts.notFound
        : texts.refused

// One change of « Avis »: sent, told in a toast, and the list and the journal read again. A refusal
// naming fields goes to `onInvalid` (the form shows each problem beside its field); the rest are toasts.
export function useReviewChange<T>(change: (input: T) => Promise<ReviewAnswer>, done: string, onDone?: () => void, onInvalid?: (problems: string[]) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      if (answer.outcome === 'done') {
        notify({ title: done, variant: 'success' })
        onDone?.()
      } else if (answer.reason === 'invalid' && onInvalid) onInvalid(answer.problems)
      else notify({ title: answer.reason === 'invalid' ? texts.fixFirst : reviewRefusalWords(answer), variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['reviews', 'review-profile', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
