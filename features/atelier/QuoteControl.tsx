import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { quoteDelayWords } from '../../lib/content/quoteDelay'
import { quoteAmountWords, type QuoteField } from '../../lib/quoteRules'
import { notify } from '../../lib/toast/notify'
import { isRequestStatus, nextStatuses, statusLabels, type RequestStatus } from '../request-tracking'
import { QuoteDialog, quoteInput, type TypedQuote } from './QuoteDialog'
import { StepEmailDialog } from './StepEmailDialog'
import { sendQuote, type CardQuote, type SendQuoteResult } from './quotes'
import { quoteTexts as texts } from './texts/quotes'
import { notMemberText, signedOutText } from './texts/requests'

interface Props {
  id: string
  reference: string
  name: string
  email: string | null
  status: RequestStatus
  quote: CardQuote | null
}

function answerWords(quote: CardQuote): string {
  if (quote.answer && quote.answered_at) return texts[quote.answer](frenchDayTime(quote.answered_at))
  return texts.waiting
}

/** The toast for an answer other than an invalid field. */
function resultWords(result: SendQuoteResult, reference: string): { text: string; ok: boolean } {
  if (result.outcome === 'done') return { text: texts.done(reference), ok: true }
  if (result.reason === 'not_member') return { text: notMemberText, ok: false }
  if (result.reason === 'not_signed_in') return { text: signedOutText, ok: false }
  if (result.reason === 'invalid') return { text: texts.invalid, ok: false }
  const status = 'status' in result && result.status && isRequestStatus(result.status) ? statusLabels[result.status] : ''
  return { text: texts.notAllowed(status), ok: false }
}

// A request's current quote on its card, with its answer, and « Devis »: a new quote, which replaces
// the current one. Offered where the state machine lets the request reach « Devis envoyé ». Once sent,
// the customer may be told by e-mail that it waits on their tracking page (StepEmailDialog).
export function QuoteControl({ id, reference, name, email, status, quote }: Props) {
  const [open, setOpen] = useState(false)
  const [telling, setTelling] = useState(false)
  const [refused, setRefused] = useState<QuoteField[]>([])
  // A quote sent empties the form for the next one.
  const [sent, setSent] = useState(0)
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: (typed: TypedQuote) => {
      const input = quoteInput(typed)
      return sendQuote(id, input.cents ?? 0, input.delayDays ?? 0, input.note)
    },
    onSuccess: (result) => {
      if (result.outcome === 'refused' && result.reason === 'invalid') return setRefused(result.problems)
      const { text, ok } = resultWords(result, reference)
      if (ok) {
        setOpen(false)
        setSent((count) => count + 1)
        if (email) setTelling(true)
      }
      notify({ title: text, variant: ok ? 'success' : 'error' })
    },
    onError: () => notify({ title: texts.failed, variant: 'error' }),
    onSettled: () => Promise.all(['requests', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const canSend = status === 'quote_sent' || nextStatuses[status].includes('quote_sent')

  return (
    <div className="mt-3">
      {quote && (
        <p className="text-sm text-ink" data-card-quote={quote.answer ?? 'waiting'}>
          {texts.current} <strong>{texts.line(quoteAmountWords(quote.amount_cents), quoteDelayWords(quote.delay_days))}</strong> — {answerWords(quote)}
        </p>
      )}
      {canSend && (
        <button type="button" className="btn-secondary mt-2 px-3 py-1.5 text-sm" disabled={send.isPending} onClick={() => setOpen(true)}>
          {quote ? texts.sendNew : texts.send}
        </button>
      )}
      <QuoteDialog
        key={sent}
        open={open}
        name={name}
        formId={`quote-${id}`}
        busy={send.isPending}
        refused={refused}
        onSend={(typed) => {
          setRefused([])
          send.mutate(typed)
        }}
        onCancel={() => setOpen(false)}
      />
      {telling && <StepEmailDialog id={id} name={name} status="quote_sent" onClose={() => setTelling(false)} />}
    </div>
  )
}
