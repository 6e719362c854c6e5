import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import type { PriceLineAnswer } from './priceLines'
import { priceLineTexts as texts } from './texts/priceLines'
import { failedText, notMemberText, signedOutText } from './texts/requests'

const refusalWords = (answer: Extract<PriceLineAnswer, { outcome: 'refused' }>) =>
  answer.reason === 'not_member'
    ? notMemberText
    : answer.reason === 'not_signed_in'
      ? signedOutText
      : answer.reason === 'not_found'
        ? texts.notFound
        : texts.refused

// One change of « Tarifs »: sent, told in a toast, and the lines and the journal read again. A refusal
// naming fields goes to `onInvalid` (the form shows each problem beside its field); the rest are toasts.
export function usePriceLineChange<T>(
  change: (input: T) => Promise<PriceLineAnswer>,
  done: string,
  onDone?: () => void,
  onInvalid?: (problems: string[]) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      if (answer.outcome !== 'refused') {
        notify({ title: done, variant: 'success' })
        onDone?.()
      } else if (answer.reason === 'invalid' && onInvalid) onInvalid(answer.problems)
      else notify({ title: refusalWords(answer), variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['price-lines', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
