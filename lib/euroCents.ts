// An amount in euro cents, VAT included, as the database's CHECKs take one (`between 1 and <max>`):
// the rule a quote (lib/quoteRules.ts) and a line of « Tarifs » (lib/priceLineRules.ts) share, each
// with its own ceiling. Plain TypeScript.

/** A whole number of cents, from one cent to `maxCents`; null (what was typed is not an amount) is not. */
export const centsWithin = (cents: number | null, maxCents: number) => cents !== null && Number.isInteger(cents) && cents >= 1 && cents <= maxCents
