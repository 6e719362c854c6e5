// « Devis »: the current quote of each open request, and the sending of a new one through
// public.atelier_send_quote (supabase/schemas/request_quotes.sql), which checks the rules
// (lib/quoteRules.ts), moves the request to « Devis envoyé » and journals it with the member.
import type { QuoteField } from '../../lib/quoteRules'
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'

export interface CardQuote {
  id: string
  message_id: string
  amount_cents: number
  delay_days: number
  note: string
  sent_at: string
  answer: 'accepted' | 'declined' | null
  answered_at: string | null
}

/** Each request's current quote (the one no newer quote replaced). */
export async function currentQuotes(ids: string[]): Promise<Map<string, CardQuote>> {
  if (ids.length === 0) return new Map()
  const { data, error } = await atelierClient
    .from('request_quotes')
    .select('id,message_id,amount_cents,delay_days,note,sent_at,answer,answered_at')
    .in('message_id', ids)
    .is('superseded_at', null)
  if (error) throw new Error(error.message)
  return new Map((data as CardQuote[]).map((quote) => [quote.message_id, quote]))
}

export type SendQuoteResult =
  | { outcome: 'done'; quote_id: string; status: string }
  | { outcome: 'refused'; reason: 'invalid'; problems: QuoteField[] }
  | { outcome: 'refused'; reason: 'not_allowed' | 'no_message' | 'unknown_status'; status?: string }
  | Refusal

export const sendQuote = (message: string, cents: number, delayDays: number, note: string) =>
  memberRpc<SendQuoteResult>('atelier_send_quote', { message_id: message, amount_cents: cents, delay_days: delayDays, note })
