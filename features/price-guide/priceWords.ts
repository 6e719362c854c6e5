// A price of the guide as a visitor reads it, and as structured data gives it. Plain TypeScript.

/** « 15 € », « 15,50 € », « 1 200 € » (no-break spaces, as French typesetting asks). */
export function euroWords(cents: number): string {
  const whole = cents % 100 === 0
  return `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })
    .format(cents / 100)
    .replace(/[\s\u202f]/g, '\u00a0')}\u00a0€`
}

/** « 15.50 »: schema.org's price, a dot for the decimals and no currency sign. */
export const schemaPrice = (cents: number): string => (cents / 100).toFixed(2)
