// Sends one message from the contact form. It is written to the outbox first, so that nothing the
// visitor typed can be lost, then delivered at once. Network trouble leaves it queued for later;
// a refusal by Supabase takes it out again, since the visitor still has the form in front of them.
import { backoffMs, DEFAULT_LEASE_MS, openOutbox, withEntryLock, type Outbox } from '../outbox'
import { requestOutboxSync } from '../pwa/requestSync'
import { supabaseTarget } from '../supabase/target'
import { deliverContactMessage, type DeliveryOutcome } from './deliver'
import { buildContactMessage, type ContactFormValues } from './message'

export interface SendOptions {
  id: string
  /** The photo's object name from an earlier attempt of this draft. */
  photoName?: string
  onPhotoNamed?(name: string): void
  onUploadStart?(): void
  onUploadDone?(): void
}

export type SendResult = 'sent' | 'queued' | 'failed'

export async function sendContactMessage(values: ContactFormValues, photo: File | null, options: SendOptions): Promise<SendResult> {
  const now = Date.now()
  const message = buildContactMessage(values, photo, { id: options.id, now })
  if (message.photo && options.photoName) message.photo.fileName = options.photoName
  if (message.photo) options.onPhotoNamed?.(message.photo.fileName)

  let queue: Outbox
  try {
    queue = await openOutbox()
  } catch {
    // No IndexedDB (some private modes): deliver directly, without the safety net.
    return resultOf(await deliverContactMessage(message, supabaseTarget, options))
  }
  const owner = `page-${crypto.randomUUID()}`
  const id = message.row.id
  try {
    await queue.put(message)
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

/** Offline, a queued message is good news; online, the visitor should know the server did not answer. */
function resultOf(outcome: DeliveryOutcome): SendResult {
  if (outcome.status === 'delivered') return 'sent'
  if (outcome.status === 'retry' && typeof navigator !== 'undefined' && navigator.onLine === false) return 'queued'
  return 'failed'
}
