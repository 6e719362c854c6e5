// How long a message waits after a failed delivery: doubling from 5 s, never more than 50 s, with
// ±20% jitter so that tabs and the service worker that failed together do not retry together. The
// cap keeps a message queued during an outage at most a minute behind the server's return, on an
// open page of any browser (with or without Background Sync), for one small request a minute.

const BACKOFF_BASE_MS = 5_000
export const BACKOFF_CAP_MS = 50_000
const JITTER = 0.2

/** Delay before the next try, given how many deliveries have failed so far (1 after the first). */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  // 2^30 is far past the cap already; bounding the exponent keeps Infinity and NaN out.
  const exponent = Math.min(Math.max(Math.floor(attempts), 1), 30) - 1
  const base = Math.min(BACKOFF_BASE_MS * 2 ** exponent, BACKOFF_CAP_MS)
  const jittered = base * (1 - JITTER + 2 * JITTER * random())
  return Math.round(Math.min(jittered, BACKOFF_CAP_MS))
}

/** After the database's rate limit answered (HTTP 429): its shortest period is 10 minutes, so an
 *  earlier try would only be refused again. */
const RATE_LIMITED_RETRY_MS = 10 * 60_000

/** Delay before the next try after `attempts` failures, the last one over the rate limit or not. */
export const retryDelayMs = (attempts: number, rateLimited = false) => Math.max(backoffMs(attempts), rateLimited ? RATE_LIMITED_RETRY_MS : 0)
