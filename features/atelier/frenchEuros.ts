// Prices as the owner types and reads them: « 68,50 », « 1 234,5 », « 68.50 ». Plain TypeScript.

/** The amount typed, in euros, or null when it is not a number of euros with at most two decimals. */
export function parseEuros(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null
  return Number(compact)
}

/** The amount typed, in cents, or null when it is not a number of euros (« 15,5o »). */
export function parseCents(typed: string): number | null {
  const euros = parseEuros(typed)
  return euros === null ? null : Math.round(euros * 100)
}

const format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** « 68,50 » (a French decimal comma, two decimals). */
export const eurosWords = (euros: number) => format.format(euros)
