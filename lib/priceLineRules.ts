// The rules of a line of « Tarifs » (the price guide), as the database's CHECKs and
// private.price_line_problems say them (supabase/schemas/price_lines.sql): the back office's form
// checks them before sending, and tests/integration/price-lines.test.ts feeds the same cases to both.
// Plain TypeScript.
import { centsWithin } from './euroCents.ts'

export const priceLineLimits = {
  /** « Pile standard ». */
  label: 80,
  /** « posée en 10 minutes ». */
  description: 160,
  /** 100 000 € TTC, in cents. */
  maxCents: 10_000_000,
} as const

export type PriceLineField = 'label' | 'cents' | 'description'

export interface PriceLineInput {
  label: string
  /** null: what was typed is not an amount. */
  cents: number | null
  description: string
}

/** The fields at fault, in the form's order (as the database names them). */
export function priceLineProblems({ label, cents, description }: PriceLineInput): PriceLineField[] {
  const problems: PriceLineField[] = []
  if (!/\S/.test(label) || label.trim().length > priceLineLimits.label) problems.push('label')
  if (!centsWithin(cents, priceLineLimits.maxCents)) problems.push('cents')
  if (description.trim().length > priceLineLimits.description) problems.push('description')
  return problems
}
