// Sends one message from the contact form. It is written to the outbox first, so that nothing the
// visitor typed can be lost, then delivered at once. Network trouble leaves it queued for later;
// a refusal by Supabase takes it out again, since the visitor still has the form in front of them.
// Where the outbox cannot be used (no IndexedDB, a private mode, a full disk), the message is sent
// directly, photo included, and the visitor is never told it was kept on the device.
import { backoffMs, DEFAULT_LEASE_MS, openOutbox, withEntryLock, type Outbox } from '../outbox'
import { requestOutboxSync } from '../pwa/requestSync'
import { supabaseTarget } from '../supabase/target'
import { deliverContactMessage, type DeliveryOutcome } from './deliver'
import { buildContactMessage, type ContactFormValues, type ContactMessage } from './message'

export interface SendOptions {
  id: string
  /** The photo's object name from an earlier attempt of this draft. */
  photoName?: string
  onPhotoNamed?(name: string): void
  onUploadStart?(): void
  onUploadDone?(): void
}

/** 'notKept': offline, and this device could not store the message either; the form keeps it. */
export type SendResult = 'sent' | 'queued' | 'notKept' | 'failed'

export async function sendContactMessage(values: ContactFormValues, photo: File | null, options: SendOptions): Promise<SendResult> {
  const now = Date.now()
  const message = buildContactMessage(values, photo, { id: options.id, now })
  if (message.photo && options.photoName) message.photo.fileName = options.photoName
  if (message.photo) options.onPhotoNamed?.(message.photo.fileName)

  const queue = await keptOnDevice(message)
  if (!queue) return directResultOf(await deliverContactMessage(message, supabaseTarget, options))
  const owner = `page-${crypto.randomUUID()}`
  const id = message.row.id
  try {
    // Claimed and sent under the entry's lock, like every drainer, so that if this tab is closed
    // mid-send the next drainer knows the claim is orphaned and need not wait for its lease to end.
    return await withEntryLock(
      id,
      async (lockHeld): Promise<SendResult> => {
        const claimed = await queue.claim(id, owner, DEFAULT_LEASE_MS, { lockHeld })
        if (!claimed) return 'queued'
        const outcome = await deliverContactMessage(message, supabaseTarget, options)
        if (outcome.status === 'retry') {
          await queue.release(id, owner, { attempts: 1, nextAttemptAt: Date.now() + backoffMs(1), lastError: outcome.reason })
          void requestOutboxSync()
        } else {
          await queue.remove(id)
        }
        return resultOf(outcome)
      },
      // Another tab or the service worker is sending this very message (a second press of send).
      (): SendResult => 'queued',
    )
  } finally {
    queue.close()
  }
}

/** The outbox holding `message`, durably written; null if this device cannot keep it. */
async function keptOnDevice(message: ContactMessage): Promise<Outbox | null> {
  let queue: Outbox
  try {
    queue = await openOutbox()
  } catch {
    return null
  }
  try {
    await queue.put(message)
  } catch {
    queue.close()
    return null
  }
  // Ask the browser not to evict the queue under storage pressure (granted or not, it is kept).
  void navigator.storage?.persist?.().catch(() => false)
  return queue
}

/** Sent without the outbox: offline, nothing was kept, and the visitor must hear it. */
function directResultOf(outcome: DeliveryOutcome): SendResult {
  if (outcome.status === 'delivered') return 'sent'
  if (outcome.status === 'retry' && typeof navigator !== 'undefined' && navigator.onLine === false) return 'notKept'
  return 'failed'
}

/** Offline, a queued message is good news; online, the visitor should know the server did not answer. */
function resultOf(outcome: DeliveryOutcome): SendResult {
  if (outcome.status === 'delivered') return 'sent'
  if (outcome.status === 'retry' && typeof navigator !== 'undefined' && navigator.onLine === false) return 'queued'
  return 'failed'
}
