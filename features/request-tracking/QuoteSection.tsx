import { useId, useState } from 'react'
import { site } from '../../lib/site'
import { answerQuote, type QuoteAnswer } from './quoteApi'
import { QuoteAnswerDialog } from './QuoteAnswerDialog'
import type { QuoteTerms } from './quoteTerms'
import { answerResultWords, quoteTexts } from './texts/quote'
import { quotesView } from './quoteView'
import { page } from './texts'
import type { Tracking } from './trackingApi'

interface Props {
  tracking: Tracking
  /** The terms' words, from the page's data (pages/suivi/+data.ts). */
  terms: QuoteTerms
  /** The link's secret, read when an answer is sent. */
  readSecret: () => string
  /** Read the tracking again once an answer has been sent (or refused). */
  onAnswered: () => Promise<void>
}

// The current quote on the tracking page, the terms it is given under, and the customer's two
// answers, each asked first. Loaded only for a request that has a quote (TrackingPanel).
export default function QuoteSection({ tracking, terms, readSecret, onAnswered }: Props) {
  const [asked, setAsked] = useState<QuoteAnswer | null>(null)
  const [sending, setSending] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  const titleId = useId()
  const quotes = quotesView(tracking)
  const quote = quotes.current
  if (!quote) return null

  const send = async (answer: QuoteAnswer) => {
    setAsked(null)
    setSending(true)
    setSaid(quoteTexts.sending)
    const result = await answerQuote(readSecret(), quote.id, answer, terms.version)
    setSaid(answerResultWords(result, page.unknown(site.phone.display), page.throttled))
    if (result.kind !== 'network') await onAnswered()
    setSending(false)
  }

  return (
    <section aria-labelledby={titleId} className="mt-10 rounded-2xl border border-ink/15 bg-white p-5 sm:p-6" data-quote={quote.id}>
      <h2 id={titleId} className="heading-3">
        {quoteTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{quoteTexts.sentAt(quote.sentAt)}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{quoteTexts.amount}</dt>
        <dd className="font-serif text-2xl text-ink" data-quote-amount>
          {quote.amount} {quoteTexts.ttc}
        </dd>
        <dt className="font-semibold text-ink">{quoteTexts.delay}</dt>
        <dd className="text-stone-700">{quote.delay}</dd>
        <dt className="font-semibold text-ink">{quoteTexts.work}</dt>
        <dd className="whitespace-pre-line break-words text-stone-700">{quote.note}</dd>
      </dl>
      <h3 className="mt-6 font-semibold text-ink">{quoteTexts.terms}</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-stone-700">
        {terms.keyPoints.flatMap((point) => point.paragraphs.map((paragraph) => <li key={paragraph}>{paragraph}</li>))}
      </ul>
      <h3 className="mt-6 font-semibold text-ink">{quoteTexts.withdrawal}</h3>
      {terms.withdrawal.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-sm text-stone-700">
          {paragraph}
        </p>
      ))}
      <p className="mt-2 text-sm">
        <a className="focus-ring rounded-sm text-ink underline underline-offset-4" href={terms.withdrawal.href}>
          {quoteTexts.readTerms(terms.withdrawal.title)}
        </a>
      </p>
      {quote.answered && (
        <p className="mt-6 font-semibold text-ink" data-quote-answer>
          {quote.answered}
        </p>
      )}
      {quote.awaiting && (
        <>
          <p className="mt-6 text-ink">{quoteTexts.waiting}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className="btn-primary px-4 py-2" disabled={sending} onClick={() => setAsked('accepted')}>
              {quoteTexts.accept}
            </button>
            <button type="button" className="btn-secondary px-4 py-2" disabled={sending} onClick={() => setAsked('declined')}>
              {quoteTexts.decline}
            </button>
          </div>
        </>
      )}
      {!quote.awaiting && !quote.answered && <p className="mt-6 text-stone-700">{quoteTexts.notAwaiting}</p>}
      <p role="status" className="mt-4 text-ink">
        {said}
      </p>
      {quotes.past.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">{quoteTexts.past}</h3>
          <ul className="mt-2 space-y-1 text-sm text-stone-600">
            {quotes.past.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <QuoteAnswerDialog answer={asked} amount={quote.amount} onConfirm={(answer) => void send(answer)} onCancel={() => setAsked(null)} />
    </section>
  )
}
