// The last tracking a page saw, kept on this device (localStorage) so the page shows it offline with
// when it was read. Keyed by a hash of the secret, not the secret itself.
import type { Tracking } from './trackingApi'

export interface Seen {
  tracking: Tracking
  /** When it was read (ISO). */
  seenAt: string
}

const PREFIX = 'suivi:'

async function keyOf(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)))
  return PREFIX + Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function rememberTracking(secret: string, tracking: Tracking, seenAt = new Date()): Promise<void> {
  try {
    localStorage.setItem(await keyOf(secret), JSON.stringify({ tracking, seenAt: seenAt.toISOString() } satisfies Seen))
  } catch {
    // Private mode or a full disk: the page still shows what it read.
  }
}

export async function lastSeenTracking(secret: string): Promise<Seen | null> {
  try {
    const stored = localStorage.getItem(await keyOf(secret))
    const seen = stored ? (JSON.parse(stored) as Seen) : null
    return seen?.tracking && typeof seen.seenAt === 'string' ? seen : null
  } catch {
    return null
  }
}

/** A link that no longer follows a request forgets what it showed. */
export async function forgetTracking(secret: string): Promise<void> {
  try {
    localStorage.removeItem(await keyOf(secret))
  } catch {
    // Nothing kept.
  }
}
