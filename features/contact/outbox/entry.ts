// One queued message and the pure rules for queuing, claiming and releasing it; the IndexedDB
// transactions in store.ts apply these rules atomically. The outbox knows nothing of what a message
// says: only its id (its row's primary key, fixed once) and an optional photo sent before the row.

/** A file sent with a message; in IndexedDB it is kept as bytes (storedMessage.ts). */
export interface Attachment {
  contentType: string
  blob: Blob
}

/** What the outbox needs of a message. */
export interface Queueable {
  row: { id: string }
  photo: Attachment | null
}

/** A queued message (held in memory, or as stored), `Field` naming what a refusal may be about (a form's field). */
export interface OutboxEntry<M extends { row: { id: string } }, Field extends string = string> {
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
  /** What the sender said of the delivery (DeliveryOutcome's remark), for the receipt. */
  deliveredRemark?: string
  lastError?: string
  refusedCode?: string
  /** The field the refusal is about (null: nothing the visitor typed), so the visitor knows what to fix. */
  refusedField?: Field | null
  /** The photo arrived in an earlier attempt: the next one sends the row only. */
  photoUploaded?: boolean
  /** The drainer currently sending it, until claimedUntil (ms since epoch). */
  claimedBy?: string
  claimedUntil?: number
  queuedAt: number
}

export type OutboxUpdate<Field extends string = string> = Partial<
  Pick<OutboxEntry<Queueable, Field>, 'attempts' | 'nextAttemptAt' | 'state' | 'lastError' | 'refusedCode' | 'refusedField' | 'photoUploaded'>
>

/** Any entry, as the rules below read it. */
type AnyEntry = OutboxEntry<{ row: { id: string }; photo: unknown }, string>

const claimActive = (entry: AnyEntry, now: number) => entry.claimedBy !== undefined && entry.claimedUntil !== undefined && entry.claimedUntil > now

/** Pending and nobody sending it now: what a visitor is told is waiting. A message being sent (the
 *  form's own attempt, another tab's, the worker's) is not waiting, unless its sender is gone and
 *  its lease has run out. */
export const isWaiting = (entry: AnyEntry, now: number) => entry.state === 'pending' && !claimActive(entry, now)

/**
 * A fresh pending entry. Replacing a queued message keeps its place in the queue and any live
 * claim: the drainer holding it may be sending the same uuid right now, and a second sender must
 * wait for its lease to end.
 */
export function queuedEntry<E extends AnyEntry>(
  message: E['message'],
  now: number,
  previous?: E,
  photoUploaded = false,
  reserveFor?: { owner: string; leaseMs: number },
): E {
  const entry = {
    id: message.row.id,
    message,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    queuedAt: previous?.queuedAt ?? now,
    ...(photoUploaded ? { photoUploaded } : {}),
  } as E
  if (previous && claimActive(previous, now)) {
    entry.claimedBy = previous.claimedBy
    entry.claimedUntil = previous.claimedUntil
  } else if (reserveFor) {
    entry.claimedBy = reserveFor.owner
    entry.claimedUntil = now + reserveFor.leaseMs
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
  /**
   * The caller put the entry reserved under its own owner id (PutOptions.reserveFor), an id no other
   * drain uses: its claim renews that reservation.
   */
  renew?: boolean
}

/**
 * Only a pending entry nobody holds can be sent: unclaimed, its holder's lease over, or its holder
 * gone (see ClaimOptions).
 */
export function isClaimable(entry: AnyEntry, now: number, owner: string, { lockHeld = false, renew = false }: ClaimOptions = {}): boolean {
  return entry.state === 'pending' && (lockHeld || !claimActive(entry, now) || (renew && entry.claimedBy === owner))
}

export function claimedEntry<E extends AnyEntry>(entry: E, owner: string, until: number): E {
  return { ...entry, claimedBy: owner, claimedUntil: until }
}

export function releasedEntry<E extends AnyEntry>(entry: E, update: OutboxUpdate<NonNullable<E['refusedField']>>): E {
  const { claimedBy: _owner, claimedUntil: _until, ...unclaimed } = entry
  return { ...unclaimed, ...update } as E
}

/** What is left of a delivered entry until the visitor is told: no claim, no photo. */
export function deliveredEntry<E extends AnyEntry>(entry: E, now: number, remark?: string): E {
  const { claimedBy: _owner, claimedUntil: _until, ...unclaimed } = entry
  // A message's photo may be null, in memory and as stored alike.
  const delivered = { ...unclaimed, message: { ...entry.message, photo: null }, state: 'delivered', deliveredAt: now } as E
  return remark === undefined ? delivered : { ...delivered, deliveredRemark: remark }
}
