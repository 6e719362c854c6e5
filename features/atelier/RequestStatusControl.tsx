import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { finalStatuses, nextStatuses, statusLabels, type RequestStatus } from '../request-tracking'
import { notify } from '../../lib/toast/notify'
import { ConfirmDialog } from './ConfirmDialog'
import { moveRequest, type MoveResult } from './requestStatus'
import { StepEmailDialog } from './StepEmailDialog'
import { notMemberText, signedOutText } from './texts/requests'
import { statusTexts } from './texts/requestStatus'

function moveWords(result: MoveResult, wanted: RequestStatus): { text: string; ok: boolean } {
  if (result.outcome === 'done') return { text: statusTexts.done(statusLabels[wanted]), ok: true }
  if (result.outcome === 'already') return { text: statusTexts.already(statusLabels[wanted]), ok: true }
  if (result.reason === 'not_member') return { text: notMemberText, ok: false }
  if (result.reason === 'not_signed_in') return { text: signedOutText, ok: false }
  return { text: statusTexts.notAllowed, ok: false }
}

const reread = (queryClient: ReturnType<typeof useQueryClient>, keys: string[]) =>
  Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })))

// A request's status on its card, and a button for each next one the state machine allows: one tap,
// or a confirmation first for a move that cannot be undone (« Remise », « Annulée »). « Devis envoyé »
// comes with a quote (« Devis », QuoteControl.tsx), never alone. Once moved, the customer may be told
// by e-mail (StepEmailDialog); the list is read again when that is settled, so a request closed by
// its move (« Remise », « Annulée ») keeps its card, and the dialog, until then.
export function RequestStatusControl({ id, name, email, status }: { id: string; name: string; email: string | null; status: RequestStatus }) {
  const [asked, setAsked] = useState<RequestStatus | null>(null)
  const [telling, setTelling] = useState<Exclude<RequestStatus, 'received'> | null>(null)
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: (to: RequestStatus) => moveRequest(id, to),
    onSuccess: (result, to) => {
      // Moved, with an address: the e-mail's dialog says the move itself.
      if (result.outcome === 'done' && email && to !== 'received') return setTelling(to)
      const { text, ok } = moveWords(result, to)
      notify({ title: text, variant: ok ? 'success' : 'error' })
    },
    onError: () => notify({ title: statusTexts.failed, variant: 'error' }),
    onSettled: (result) => reread(queryClient, result?.outcome === 'done' && email ? ['journal'] : ['requests', 'journal']),
  })
  const told = () => {
    setTelling(null)
    void reread(queryClient, ['requests', 'journal'])
  }
  const go = (to: RequestStatus) => {
    setAsked(null)
    move.mutate(to)
  }
  const next = nextStatuses[status].filter((to) => to !== 'quote_sent')

  return (
    <div className="mt-3">
      <p className="text-sm text-ink">
        {statusTexts.now} <strong data-request-status={status}>{statusLabels[status]}</strong>
      </p>
      {next.length > 0 && (
        <div role="group" aria-label={statusTexts.moves} className="mt-2 flex flex-wrap gap-2">
          {next.map((to) => (
            <button
              key={to}
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              disabled={move.isPending}
              onClick={() => (finalStatuses.has(to) ? setAsked(to) : go(to))}
            >
              {statusLabels[to]}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? statusTexts.confirmTitle(statusLabels[asked]) : ''}
        description={asked ? statusTexts.confirmBody(name, statusLabels[asked]) : ''}
        confirmLabel={asked ? statusTexts.confirm(statusLabels[asked]) : ''}
        cancelLabel={statusTexts.keep}
        onConfirm={() => asked && go(asked)}
        onCancel={() => setAsked(null)}
      />
      {telling && <StepEmailDialog id={id} name={name} status={telling} onClose={told} />}
    </div>
  )
}
