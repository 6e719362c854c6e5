// Sends every due message of the outbox once. Exactly once rests on two things: a claim in
// IndexedDB, so two drainers (tabs, the service worker) never send the same entry at the same time;
// and the message's fixed uuid and photo name, so sending again after a crash (photo uploaded, row
// not yet inserted, claim left behind) uploads nothing new and inserts the row once — deliver
// counts "already exists" and 409 as delivered.
// Every sender goes through here: the form sending one message at once, a page delivering what
// waits, the service worker.
import { retryDelayMs } from './backoff'
import type { Queueable } from './entry'
import { withEntryLock } from './entryLock'
import type { Outbox } from './store'

/** What one delivery attempt came to, as a Deliver function reports it. */
export type DeliveryOutcome<Field extends string = string> =
  /** `remark`: something the sender must tell the visitor with this delivery (part of the message
   *  left out); it is kept with the receipt, and the outbox reads nothing into it. */
  | { status: 'delivered'; remark?: string }
  /** Network trouble, a timeout, or a problem of the server's (its key, its permissions, a deploy,
   *  an outage): try again later, however long it takes. `rateLimited`: the server asked to wait;
   *  `siteWide`: it asks every sender, not this one only. */
  | { status: 'retry'; reason: string; rateLimited?: boolean; siteWide?: boolean }
  /** The server refused the message itself (its content, its photo): retrying will not help. */
  | { status: 'refused'; reason: string; code?: string; field: Field | null }

export interface DeliveryProgress {
  /** The photo arrived in an earlier attempt (as onUploadDone recorded): it is not sent again. */
  photoUploaded?: boolean
  onUploadStart?(): void
  /** The photo is stored; awaited before the row is inserted, so a crash in between is known. */
  onUploadDone?(): void | Promise<void>
  /** The server asked for a proof of work, which the device now computes before sending again. */
  onProofOfWork?(): void
}

export type Deliver<M extends Queueable, Field extends string = string> = (message: M, progress: DeliveryProgress) => Promise<DeliveryOutcome<Field>>

export interface DrainOptions<Field extends string = string> {
  /** Who claims the entries; a fresh id per drain by default. */
  owner?: string
  /** How long a claim holds; longer than deliver's worst case (two requests of at most 20 s each). */
  leaseMs?: number
  now?: () => number
  /** Only these entries. */
  ids?: string[]
  /** The entries were put reserved for this drain's `owner` (PutOptions.reserveFor): its claims renew them. */
  reserved?: boolean
  /** Send entries whose backoff has not ended yet (the visitor pressed "réessayer", the network came back). */
  ignoreBackoff?: boolean
  /**
   * What becomes of an entry once delivered or refused. 'keep' (by default): a receipt, or the
   * refusal, stays until a page tells the visitor. 'remove': the caller tells the visitor itself (the
   * form, which has them in front of it), and the entry leaves the outbox.
   */
  settle?: 'keep' | 'remove'
  /** Told of each upload the deliveries start and finish (the form's progress bar), and of a proof of work asked. */
  progress?: Pick<DeliveryProgress, 'onUploadStart' | 'onUploadDone' | 'onProofOfWork'>
  /** Told what each attempted entry came to. */
  onOutcome?(id: string, outcome: DeliveryOutcome<Field>): void
}

export interface DrainResult {
  delivered: number
  retried: number
  refused: number
  /** Pending entries not sent: not due yet, or being sent by someone else. */
  skipped: number
}

export const DEFAULT_LEASE_MS = 60_000

type Tally = keyof DrainResult

const newOwner = () =>
  // randomUUID needs a secure context; a plain-http dev server still gets a unique enough owner.
  globalThis.crypto?.randomUUID?.() ?? `drain-${Date.now()}-${Math.random().toString(36).slice(2)}`

async function deliverSafely<M extends Queueable, Field extends string>(
  deliver: Deliver<M, Field>,
  message: M,
  progress: DeliveryProgress,
): Promise<DeliveryOutcome<Field>> {
  try {
    return await deliver(message, progress)
  } catch (error) {
    return { status: 'retry', reason: error instanceof Error ? error.message : String(error) }
  }
}

export async function drainOutbox<M extends Queueable, Field extends string>(
  outbox: Outbox<M, Field>,
  deliver: Deliver<M, Field>,
  options: DrainOptions<Field> = {},
): Promise<DrainResult> {
  const {
    owner = newOwner(),
    leaseMs = DEFAULT_LEASE_MS,
    now = Date.now,
    ids,
    reserved = false,
    ignoreBackoff = false,
    settle = 'keep',
    progress,
    onOutcome,
  } = options
  const isDue = (nextAttemptAt: number) => ignoreBackoff || nextAttemptAt <= now()

  const sendOne = async (id: string, lockHeld: boolean): Promise<Tally> => {
    const entry = await outbox.claim(id, owner, leaseMs, { lockHeld, renew: reserved })
    if (!entry) return 'skipped'
    // Another drainer may have failed it since we listed it: respect its new backoff.
    if (!isDue(entry.nextAttemptAt)) {
      await outbox.release(id, owner, {})
      return 'skipped'
    }
    // A photo that arrived in an earlier attempt is not sent again; one that arrives now is noted.
    const outcome = await deliverSafely(deliver, entry.message, {
      photoUploaded: entry.photoUploaded === true,
      onUploadStart: progress?.onUploadStart,
      onProofOfWork: progress?.onProofOfWork,
      onUploadDone: async () => {
        await progress?.onUploadDone?.()
        await outbox.recordPhotoUploaded(id, owner)
      },
    })
    onOutcome?.(id, outcome)
    // If this bookkeeping fails, the claim expires and a later drain sends it again, harmlessly.
    const record = (write: Promise<void>, tally: Tally) =>
      write.then(
        () => tally,
        () => tally,
      )
    switch (outcome.status) {
      case 'delivered':
        return record(settle === 'remove' ? outbox.remove(id) : outbox.settleDelivered(id, owner, outcome.remark), 'delivered')
      case 'retry': {
        const attempts = entry.attempts + 1
        const update = { attempts, nextAttemptAt: now() + retryDelayMs(attempts, outcome.rateLimited), lastError: outcome.reason }
        return record(outbox.release(id, owner, update), 'retried')
      }
      case 'refused': {
        if (settle === 'remove') return record(outbox.remove(id), 'refused')
        const update = {
          attempts: entry.attempts + 1,
          state: 'refused' as const,
          lastError: outcome.reason,
          refusedCode: outcome.code,
          refusedField: outcome.field,
        }
        return record(outbox.release(id, owner, update), 'refused')
      }
    }
  }

  const result: DrainResult = { delivered: 0, retried: 0, refused: 0, skipped: 0 }
  // The entries asked for are read alone: the form sending one message need not read every photo.
  const listed = ids ? (await Promise.all(ids.map((id) => outbox.get(id)))).filter((entry) => entry !== undefined) : await outbox.list()
  const entries = listed.filter((entry) => entry.state === 'pending')
  // One at a time: a visitor rarely queues more than a few messages, and a slow mobile link is best
  // not shared between several photo uploads.
  for (const entry of entries) {
    let tally: Tally = 'skipped'
    if (isDue(entry.nextAttemptAt)) {
      try {
        tally = await withEntryLock(
          entry.id,
          (locked) => sendOne(entry.id, locked),
          (): Tally => 'skipped',
        )
      } catch {
        tally = 'skipped' // the claim could not be read or written; the entry stays queued
      }
    }
    result[tally] += 1
  }
  return result
}
