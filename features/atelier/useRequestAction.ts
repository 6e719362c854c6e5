import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import { runAction, type RequestAction } from './requestActions'
import { failedText } from './texts/requests'
import { resultWords } from './resultWords'

interface Variables {
  action: RequestAction
  message: string
  slot?: { day: string; time: string }
  /** « Décliner »: the words the visitor is e-mailed. */
  reason?: string
}

// Runs an action, tells the owner what happened, and reads the list and the journal again: a request
// changed elsewhere meanwhile shows as it now is.
export function useRequestAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, message, slot, reason }: Variables) => runAction(action, message, slot, reason),
    onSuccess: (result, { action }) => {
      const { text, ok } = resultWords(action, result)
      notify({ title: text, variant: ok ? 'success' : 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    // Not the photos' signed URLs: a closed request's photo is gone, and its card with it.
    onSettled: () => Promise.all(['requests', 'journal', 'membership'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
