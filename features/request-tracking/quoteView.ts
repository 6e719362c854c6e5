// What the tracking page shows of a request's quotes: the current one in plain French, whether it
// waits for the customer's answer, and the older ones. Plain data, tested without a browser.
import { frenchDayTime } from '../../lib/content/frenchDates'
import { quoteDelayWords } from '../../lib/content/quoteDelay'
import { quoteAmountWords } from '../../lib/quoteRules'
import { quoteTexts } from './texts/quote'
import type { Tracking, TrackingQuote } from './trackingApi'

interface QuoteView {
  id: string
  amount: string
  delay: string
  note: string
  sentAt: string
  /** « Vous avez accepté ce devis le … », or null while it is unanswered. */
  answered: string | null
  /** Unanswered, and the request in « Devis envoyé »: the two buttons show. */
  awaiting: boolean
}

export interface QuotesView {
  current: QuoteView | null
  /** Older quotes, newest first: « 450,00 € TTC, envoyé le … — remplacé par un nouveau devis ». */
  past: string[]
}

function answeredWords(quote: TrackingQuote): string | null {
  return quote.answer && quote.answered_at ? quoteTexts.answeredAt(quoteTexts.answered[quote.answer], frenchDayTime(quote.answered_at)) : null
}

export function quotesView(tracking: Tracking): QuotesView {
  const quotes = tracking.quotes ?? []
  const current = quotes.find((quote) => !quote.superseded) ?? null
  const status = tracking.statuses.at(-1)?.status
  return {
    current: current && {
      id: current.id,
      amount: quoteAmountWords(current.amount_cents),
      delay: quoteDelayWords(current.delay_days),
      note: current.note,
      sentAt: frenchDayTime(current.sent_at),
      answered: answeredWords(current),
      awaiting: current.answer === null && status === 'quote_sent',
    },
    past: quotes
      .filter((quote) => quote.superseded)
      .map((quote) => {
        const answered = quote.answer && quote.answered_at ? ` — ${quoteTexts.pastAnswered[quote.answer](frenchDayTime(quote.answered_at))}` : ''
        return `${quoteTexts.pastLine(quoteAmountWords(quote.amount_cents), frenchDayTime(quote.sent_at))}${answered} — ${quoteTexts.superseded}`
      }),
  }
}
