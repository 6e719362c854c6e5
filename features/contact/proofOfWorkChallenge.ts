// The challenge the database hands out above the site-wide ceiling, read without the solver, which
// loads only once one is asked (proofOfWork.ts).

/** `bits:expires:signature`, as the database's refusal carries it in its `details`. */
const CHALLENGE = /^([0-9]{1,2}):([0-9]{1,12}):[0-9a-f]{64}$/

/** The zero bits a challenge asks, or null for a text that is not one. */
export function challengeBits(challenge: string): number | null {
  const match = CHALLENGE.exec(challenge)
  return match ? Number(match[1]) : null
}
