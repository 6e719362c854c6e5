// The customer's answer to a quote: public.answer_request_quote (supabase/schemas/request_quotes.sql),
// by POST only, with the tracking link's secret in the body and the version of the terms the page
// showed. Loaded with the quote's section, never on the page's first load.
import { postRpc } from './trackingApi'

export type QuoteAnswer = 'accepted' | 'declined'

export type QuoteAnswerResult =
  | { kind: 'done'; answer: QuoteAnswer }
  | { kind: 'refused'; reason: 'superseded' | 'already_answered' | 'not_awaiting' | 'unknown_quote' | 'invalid_answer' }
  /** The link is wrong or of a request erased: the same words as the page's. */
  | { kind: 'unknown' }
  | { kind: 'throttled' }
  | { kind: 'network' }

export async function answerQuote(secret: string, quoteId: string, answer: QuoteAnswer, termsVersion: string): Promise<QuoteAnswerResult> {
  try {
    const response = await postRpc('answer_request_quote', { secret, quote_id: quoteId, answer, terms_version: termsVersion })
    if (response.status === 429) return { kind: 'throttled' }
    if (!response.ok) return { kind: 'network' }
    const body = (await response.json()) as { outcome?: string; reason?: string; answer?: QuoteAnswer } | null
    if (body === null) return { kind: 'unknown' }
    if (body.outcome === 'done' && body.answer) return { kind: 'done', answer: body.answer }
    if (body.outcome === 'refused') return { kind: 'refused', reason: body.reason as Extract<QuoteAnswerResult, { kind: 'refused' }>['reason'] }
    return { kind: 'network' }
  } catch {
    return { kind: 'network' }
  }
}
