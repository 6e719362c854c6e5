// Sends every due message of the outbox once. Exactly once rests on two things: a claim in
// IndexedDB, so two drainers (tabs, the service worker) never send the same entry at the same time;
// and the message's fixed uuid and photo name, so sending again after a crash (photo uploaded, row
// not yet inserted, claim left behind) uploads nothing new and inserts the row once — deliver
// counts "already exists" and 409 as delivered.
import type { ContactMessage } from '../contact/message'
import type { DeliveryOutcome, DeliveryProgress } from '../contact/deliver'
import { retryDelayMs } from './backoff'
import { withEntryLock } from './entryLock'
import type { Outbox } from './store'

export type Deliver = (message: ContactMessage, progress: DeliveryProgress) => Promise<DeliveryOutcome>

export interface DrainOptions {
  /** Who claims the entries; a fresh id per drain by default. */
  owner?: string
  /** How long a claim holds; longer than deliver's worst case (two requests of at most 20 s each). */
  leaseMs?: number
  now?: () => number
  /** Only these entries. */
  ids?: string[]
  /** Send entries whose backoff has not ended yet (the visitor pressed "réessayer", the network came back). */
  ignoreBackoff?: boolean
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

async function deliverSafely(deliver: Deliver, message: ContactMessage, progress: DeliveryProgress): Promise<DeliveryOutcome> {
  try {
    return await deliver(message, progress)
  } catch (error) {
    return { status: 'retry', reason: error instanceof Error ? error.message : String(error) }
  }
}

export async function drainOutbox(outbox: Outbox, deliver: Deliver, options: DrainOptions = {}): Promise<DrainResult> {
  const { owner = newOwner(), leaseMs = DEFAULT_LEASE_MS, now = Date.now, ids, ignoreBackoff = false } = options
  const isDue = (nextAttemptAt: number) => ignoreBackoff || nextAttemptAt <= now()
  const wanted = ids ? new Set(ids) : undefined

  const sendOne = async (id: string, lockHeld: boolean): Promise<Tally> => {
    const entry = await outbox.claim(id, owner, leaseMs, { lockHeld })
    if (!entry) return 'skipped'
    // Another drainer may have failed it since we listed it: respect its new backoff.
    if (!isDue(entry.nextAttemptAt)) {
      await outbox.release(id, owner, {})
      return 'skipped'
    }
    // A photo that arrived in an earlier attempt is not sent again; one that arrives now is noted.
    const outcome = await deliverSafely(deliver, entry.message, {
      photoUploaded: entry.photoUploaded,
      onUploadDone: () => outbox.recordPhotoUploaded(id, owner),
    })
    // If this bookkeeping fails, the claim expires and a later drain sends it again, harmlessly.
    const record = (write: Promise<void>, tally: Tally) =>
      write.then(
        () => tally,
        () => tally,
      )
    switch (outcome.status) {
      case 'delivered':
        return record(outbox.settleDelivered(id, owner), 'delivered')
      case 'retry': {
        const attempts = entry.attempts + 1
        const update = { attempts, nextAttemptAt: now() + retryDelayMs(attempts, outcome.rateLimited), lastError: outcome.reason }
        return record(outbox.release(id, owner, update), 'retried')
      }
      case 'refused': {
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
  const entries = (await outbox.list()).filter((entry) => entry.state === 'pending' && (!wanted || wanted.has(entry.id)))
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
