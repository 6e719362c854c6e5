import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import { failedText, notMemberText, signedOutText } from './texts/requests'

/** A database function's answer to a change: done (or already so), or refused for a reason, the
 *  fields at fault with `invalid`. */
type Answer = { outcome: string; reason?: string; problems?: readonly string[] }
type Done<A> = Exclude<A, { outcome: 'refused' }>
type Problems<A> = Extract<A, { problems: unknown }>['problems']

/** A panel's part in each of its changes. */
export interface ChangeScope {
  /** The queries read again once the change is settled, besides the journal. */
  queries: readonly string[]
  /** A refusal's words by its reason, `refused` for any other; `invalid` where no form shows the fields. */
  refusals: { refused: string; [reason: string]: string }
}

const memberRefusals: Readonly<Record<string, string>> = { not_member: notMemberText, not_signed_in: signedOutText }

// One change of a panel: sent, told in a toast, and the panel's lists and the journal read again. A
// refusal naming fields goes to `onInvalid` (the form shows each problem beside its field); the rest
// are toasts, and what was typed stays.
export function useMemberChange<T, A extends Answer>(
  scope: ChangeScope,
  change: (input: T) => Promise<A>,
  done: string | ((answer: Done<A>) => string),
  onDone?: (answer: Done<A>, input: T) => void,
  onInvalid?: (problems: Problems<A>) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, input) => {
      const reason = answer.reason ?? ''
      if (answer.outcome !== 'refused') {
        const saved = answer as Done<A>
        notify({ title: typeof done === 'string' ? done : done(saved), variant: 'success' })
        onDone?.(saved, input)
      } else if (reason === 'invalid' && onInvalid) onInvalid(answer.problems as Problems<A>)
      else notify({ title: memberRefusals[reason] ?? scope.refusals[reason] ?? scope.refusals.refused, variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all([...scope.queries, 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
