// Gold buying estimate: weight × purity (carats / 24) × price of fine gold.

export const purities = [9, 14, 18, 22, 24] as const
export type Purity = (typeof purities)[number]

const weightLimits = { min: 0.1, max: 5000 } as const

/** Parses a French-typed weight ('12,5' or '12.5'); null when it is not a usable number of grams. */
export function parseWeight(input: string): number | null {
  const normalized = input.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null
  const grams = Number(normalized)
  return grams >= weightLimits.min && grams <= weightLimits.max ? grams : null
}

/** Fine-gold content in thousandths, as hallmarked in France (18 carats = 750 ‰). */
export const fineness = (carats: Purity) => Math.round((carats / 24) * 1000)

/** Estimated value in euros, rounded to the cent. */
export function estimateGoldValue(grams: number, carats: Purity, eurosPerGramFine: number): number {
  return Math.round(grams * (fineness(carats) / 1000) * eurosPerGramFine * 100) / 100
}

export const formatEuros = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value)
