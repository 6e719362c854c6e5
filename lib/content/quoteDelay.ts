// A quote's delay in French, on the tracking page and the back office's cards (lib/quoteRules.ts holds
// the quote's rules).

/** « 3 semaines » for whole weeks, « 10 jours » otherwise. */
export function quoteDelayWords(days: number): string {
  if (days % 7 === 0) return days === 7 ? '1\u00a0semaine' : `${days / 7}\u00a0semaines`
  return days === 1 ? '1\u00a0jour' : `${days}\u00a0jours`
}
