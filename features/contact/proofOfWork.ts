// The proof of work the database asks of a message above the site-wide ceiling
// (supabase/migrations/20261209000500_contact_flood_proof_of_work.sql): find a counter such that
// SHA-256 of « <challenge>:<counter> » starts with as many zero bits as the challenge's first
// number. Plain TypeScript over crypto.subtle, run in a worker (proofOfWorkWorker.ts) by the page
// and as it is by the service worker, which is off the page's thread already.
import { challengeBits } from './proofOfWorkChallenge'

/** Leading zero bits of a digest. */
function leadingZeroBits(digest: ArrayBuffer): number {
  const bytes = new Uint8Array(digest)
  let zeros = 0
  for (const byte of bytes) {
    if (byte === 0) {
      zeros += 8
      continue
    }
    return zeros + Math.clz32(byte) - 24
  }
  return zeros
}

/** Digests computed at once: crypto.subtle answers each through a promise, and a batch spreads that cost. */
const BATCH = 256

/** The proof for `challenge` (the challenge, a colon, the counter found). Gives up (null) after
 *  `maxAttempts` counters, by default eight times the average it takes (found before in all but
 *  one case in three thousand), so that no device works without end. */
export async function solveChallenge(challenge: string, maxAttempts?: number): Promise<string | null> {
  const bits = challengeBits(challenge)
  if (bits === null) return null
  maxAttempts ??= 2 ** (bits + 3)
  const encoder = new TextEncoder()
  const prefix = `${challenge}:`
  for (let start = 0; start < maxAttempts; start += BATCH) {
    const counters = Array.from({ length: Math.min(BATCH, maxAttempts - start) }, (_, n) => start + n)
    const digests = await Promise.all(counters.map((counter) => crypto.subtle.digest('SHA-256', encoder.encode(prefix + counter))))
    const found = digests.findIndex((digest) => leadingZeroBits(digest) >= bits)
    if (found >= 0) return prefix + counters[found]
  }
  return null
}
