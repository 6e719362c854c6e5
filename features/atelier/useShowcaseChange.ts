import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import type { ShowcaseAnswer } from './showcase'
import { showcaseTexts as texts } from './texts/showcase'
import { failedText, notMemberText, signedOutText } from './texts/requests'

const refusalWords: Readonly<Record<string, string>> = {
  not_member: notMemberText,
  not_signed_in: signedOutText,
  not_found: texts.notFound,
  upload: texts.uploadFailed,
}

// One change of « Réalisations »: sent, told in a toast, and the list and the journal read again. A
// refusal naming fields goes to `onInvalid` (the form shows each beside its field); the rest are toasts.
export function useShowcaseChange<T>(
  change: (input: T) => Promise<ShowcaseAnswer>,
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
      else notify({ title: answer.reason === 'invalid' ? texts.fixFirst : (refusalWords[answer.reason] ?? texts.refused), variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['showcase', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
