import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import { registerDeposit, type DepositAnswer, type DepositRequest } from './deposits'
import { depositTexts as texts } from './texts/deposits'
import { failedText, notMemberText, signedOutText } from './texts/requests'

const refusalWords: Readonly<Record<string, string>> = {
  not_member: notMemberText,
  not_signed_in: signedOutText,
  taken: texts.taken,
  upload: texts.uploadFailed,
}

type Registered = Extract<DepositAnswer, { secret: string }>

// « Enregistrer le dépôt »: sent, told in a toast, « À traiter » and the journal read again. The
// registered deposit goes to `onDone` (the slip); a refusal naming fields to `onInvalid`, the rest are
// toasts, and what was typed stays.
export function useDepositRegistration(onDone: (answer: Registered, request: DepositRequest) => void, onInvalid: (problems: string[]) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerDeposit,
    onSuccess: (answer, request) => {
      if (answer.outcome !== 'refused') {
        notify({ title: texts.registered(answer.reference), variant: 'success' })
        onDone(answer, request)
      } else if (answer.reason === 'invalid') onInvalid(answer.problems)
      else notify({ title: refusalWords[answer.reason] ?? texts.refused, variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['requests', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
