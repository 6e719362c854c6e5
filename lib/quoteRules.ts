// The rules of a quote (« Devis »), as the database's CHECKs and private.quote_problems say them
// (supabase/schemas/request_quotes.sql): the back office's form checks them before sending, and
// tests/integration/request-quotes.test.ts feeds the same cases to both. Its French words (amount,
// delay) are shared by the back office and the tracking page; the delay's words are in
// lib/content/quoteDelay.ts. Plain TypeScript.
import { centsWithin } from './euroCents.ts'

export const quoteLimits = {
  /** 1 000 000 € TTC, in cents. */
  maxCents: 100_000_000,
  /** A year. */
  maxDelayDays: 365,
  /** The nature of the work. */
  note: 1000,
} as const

export type QuoteField = 'amount' | 'delay' | 'note'

export interface QuoteInput {
  /** null: what was typed is not an amount. */
  cents: number | null
  /** null: what was typed is not a number of days. */
  delayDays: number | null
  note: string
}

/** The fields at fault, in the form's order (as the database names them). */
export function quoteProblems({ cents, delayDays, note }: QuoteInput): QuoteField[] {
  const problems: QuoteField[] = []
  if (!centsWithin(cents, quoteLimits.maxCents)) problems.push('amount')
  if (delayDays === null || !Number.isInteger(delayDays) || delayDays < 1 || delayDays > quoteLimits.maxDelayDays) problems.push('delay')
  if (!/\S/.test(note) || note.trim().length > quoteLimits.note) problems.push('note')
  return problems
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** « 12 345,00 € » (a narrow no-break space between thousands, a no-break space before the sign). */
export const quoteAmountWords = (cents: number) => euros.format(cents / 100)
