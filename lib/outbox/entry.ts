// One queued contact message and the pure rules for queuing, claiming and releasing it; the
// IndexedDB transactions in store.ts apply these rules atomically.
import type { ContactMessage } from '../contact/message'
import type { ContactField } from '../contact/validation'

/** What the rules need of a message, as held in memory or as stored. */
export interface Queueable {
  row: { id: string }
  photo: unknown
}

/** A queued message; in IndexedDB its photo is kept as bytes (`OutboxEntry<StoredMessage>`, storedMessage.ts). */
export interface OutboxEntry<M extends Queueable = ContactMessage> {
  /** The message's own uuid (message.row.id), so a message is queued once whatever happens. */
  id: string
  message: M
  /** Deliveries tried and failed so far. */
  attempts: number
  /** Not tried again before this time (ms since epoch). */
  nextAttemptAt: number
  /**
   * 'refused': Supabase said no; kept so the visitor can be shown the text again.
   * 'delivered': a receipt, until a page has told the visitor (its photo is dropped).
   */
  state: 'pending' | 'refused' | 'delivered'
  deliveredAt?: number
  lastError?: string
  refusedCode?: string
  /** The field the refusal is about (null: nothing the visitor typed), so the visitor knows what to fix. */
  refusedField?: ContactField | null
  /** The photo arrived in an earlier attempt: the next one sends the row only. */
  photoUploaded?: boolean
  /** The drainer currently sending it, until claimedUntil (ms since epoch). */
  claimedBy?: string
  claimedUntil?: number
  queuedAt: number
}

export type OutboxUpdate = Partial<Pick<OutboxEntry, 'attempts' | 'nextAttemptAt' | 'state' | 'lastError' | 'refusedCode' | 'refusedField' | 'photoUploaded'>>

const claimActive = (entry: OutboxEntry<Queueable>, now: number) =>
  entry.claimedBy !== undefined && entry.claimedUntil !== undefined && entry.claimedUntil > now

/**
 * A fresh pending entry. Replacing a queued message keeps its place in the queue and any live
 * claim: the drainer holding it may be sending the same uuid right now, and a second sender must
 * wait for its lease to end.
 */
export function queuedEntry<M extends Queueable>(message: M, now: number, previous?: OutboxEntry<M>): OutboxEntry<M> {
  const entry: OutboxEntry<M> = {
    id: message.row.id,
    message,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    queuedAt: previous?.queuedAt ?? now,
  }
  if (previous && claimActive(previous, now)) {
    entry.claimedBy = previous.claimedBy
    entry.claimedUntil = previous.claimedUntil
  }
  return entry
}

export interface ClaimOptions {
  /**
   * The caller holds the entry's Web Lock. Every drainer holds it from before its claim until its
   * release, and the browser frees it when a tab or worker dies: a claim still on the entry then was
   * left by a context that is gone (a tab closed mid-send), and need not be waited out.
   */
  lockHeld?: boolean
}

/**
 * Only a pending entry nobody holds can be sent: unclaimed, its holder's lease over, or its holder
 * gone (see ClaimOptions).
 */
export function isClaimable(entry: OutboxEntry<Queueable>, now: number, { lockHeld = false }: ClaimOptions = {}): boolean {
  return entry.state === 'pending' && (lockHeld || !claimActive(entry, now))
}

export function claimedEntry<M extends Queueable>(entry: OutboxEntry<M>, owner: string, until: number): OutboxEntry<M> {
  return { ...entry, claimedBy: owner, claimedUntil: until }
}

export function releasedEntry<M extends Queueable>(entry: OutboxEntry<M>, update: OutboxUpdate): OutboxEntry<M> {
  const { claimedBy: _owner, claimedUntil: _until, ...unclaimed } = entry
  return { ...unclaimed, ...update }
}

/** What is left of a delivered entry until the visitor is told: no claim, no photo. */
export function deliveredEntry<M extends Queueable>(entry: OutboxEntry<M>, now: number): OutboxEntry<M> {
  const { claimedBy: _owner, claimedUntil: _until, ...unclaimed } = entry
  // Every message type's photo may be null (ContactMessage's and StoredMessage's alike).
  return { ...unclaimed, message: { ...entry.message, photo: null } as M, state: 'delivered', deliveredAt: now }
}
