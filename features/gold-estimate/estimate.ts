// The simulator's arithmetic: weight × the buying price per gram of the chosen title, less the tax
// the seller pays (lib/goldTax.ts).
import { netOfTax, taxOn } from '../../lib/goldTax.ts'
import type { GoldBuying } from '../../lib/ownerFacts.ts'

const weightLimits = { min: 0.1, max: 5000 } as const

/** Parses a French-typed weight ('12,5' or '12.5'); null when it is not a usable number of grams. */
export function parseWeight(input: string): number | null {
  const normalized = input.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null
  const grams = Number(normalized)
  return grams >= weightLimits.min && grams <= weightLimits.max ? grams : null
}

export interface Estimate {
  gross: number
  tax: number
  net: number
}

/** What `grams` of a title bought at `eurosPerGram` bring once the tax is withheld, to the cent. */
export function estimateSale(grams: number, eurosPerGram: number, tax: GoldBuying['tax']): Estimate {
  const gross = Math.round(grams * eurosPerGram * 100) / 100
  return { gross, tax: taxOn(gross, tax), net: netOfTax(gross, tax) }
}
