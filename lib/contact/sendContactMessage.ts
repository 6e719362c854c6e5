// Sends one message from the contact form. It is written to the outbox first, so that nothing the
// visitor typed can be lost, then delivered at once. If Supabase cannot be reached (offline, or the
// server not answering), it stays queued and leaves by itself later; a refusal by Supabase takes it
// out again, since the visitor still has the form in front of them and is told what to fix.
// Where the outbox cannot be used (no IndexedDB, a private mode, a full disk), the message is sent
// directly, photo included, and the visitor is never told it was kept on the device.
import { DEFAULT_LEASE_MS, openOutbox, retryDelayMs, withEntryLock, type Outbox } from '../outbox'
import { requestOutboxSync } from '../pwa/requestSync'
import { supabaseTarget } from '../supabase/target'
import { deliverContactMessage, type DeliveryOutcome } from './deliver'
import { buildContactMessage, type ContactFormValues, type ContactMessage } from './message'
import { refusalTexts } from './refusal'

export { announceSendResult } from './announceSendResult'
import type { ContactField } from './validation'

export interface SendOptions {
  id: string
  /** The photo's object name from an earlier attempt of this draft. */
  photoName?: string
  /** That earlier attempt stored the photo: only the row is left to send. */
  photoUploaded?: boolean
  onPhotoNamed?(name: string): void
  onUploadStart?(): void
  onUploadDone?(): void
}

export type SendResult =
  | { status: 'sent' }
  /** Kept on this device and sent by itself later: the connection is down, or the server did not answer. */
  | { status: 'queued'; because: 'offline' | 'server' }
  /** Offline, and this device could not keep the message either; the form keeps it. */
  | { status: 'notKept' }
  /** Not sent and not kept (the server did not answer, and this device cannot keep it); the form keeps it. */
  | { status: 'failed' }
  /** Over the database's rate limit: several messages already came from this connection or this
   *  e-mail address. Not a refusal: `kept`, it waits on this device and leaves later by itself; the
   *  form keeps every field either way (under the same message id, so it still arrives once). */
  | { status: 'limited'; kept: boolean }
  /** Supabase refused it for its content: `field` says what to change (null: nothing the visitor typed), `text` how, in French. */
  | { status: 'refused'; field: ContactField | null; text: string | null }

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export async function sendContactMessage(values: ContactFormValues, photo: File | null, options: SendOptions): Promise<SendResult> {
  const now = Date.now()
  const message = buildContactMessage(values, photo, { id: options.id, now })
  if (message.photo && options.photoName) message.photo.fileName = options.photoName
  if (message.photo) options.onPhotoNamed?.(message.photo.fileName)
  const progress = { photoUploaded: Boolean(message.photo && options.photoName && options.photoUploaded), onUploadStart: options.onUploadStart }

  const queue = await keptOnDevice(message)
  if (!queue) return directResultOf(await deliverContactMessage(message, supabaseTarget, { ...progress, onUploadDone: options.onUploadDone }))
  const owner = `page-${crypto.randomUUID()}`
  const id = message.row.id
  try {
    // Claimed and sent under the entry's lock, like every drainer, so that if this tab is closed
    // mid-send the next drainer knows the claim is orphaned and need not wait for its lease to end.
    return await withEntryLock(
      id,
      async (lockHeld): Promise<SendResult> => {
        const claimed = await queue.claim(id, owner, DEFAULT_LEASE_MS, { lockHeld })
        if (!claimed) return queuedResult()
        const outcome = await deliverContactMessage(message, supabaseTarget, {
          ...progress,
          onUploadDone: async () => {
            options.onUploadDone?.()
            await queue.recordPhotoUploaded(id, owner)
          },
        })
        if (outcome.status === 'retry') {
          await queue.release(id, owner, { attempts: 1, nextAttemptAt: Date.now() + retryDelayMs(1, outcome.rateLimited), lastError: outcome.reason })
          void requestOutboxSync()
          return outcome.rateLimited ? { status: 'limited', kept: true } : queuedResult()
        }
        await queue.remove(id)
        return outcome.status === 'delivered' ? { status: 'sent' } : refusedResult(outcome.field)
      },
      // Another tab or the service worker is sending this very message (a second press of send).
      queuedResult,
    )
  } finally {
    queue.close()
  }
}

const refusedResult = (field: ContactField | null): SendResult => ({ status: 'refused', field, text: field && refusalTexts[field] })

const queuedResult = (): SendResult => ({ status: 'queued', because: offline() ? 'offline' : 'server' })

/** The outbox holding `message`, durably written; null if this device cannot keep it. */
async function keptOnDevice(message: ContactMessage): Promise<Outbox | null> {
  let queue: Outbox
  try {
    queue = await openOutbox()
  } catch {
    return null
  }
  try {
    // Not announced: the pending indicator is for messages waiting, not for one being sent now.
    await queue.put(message, { announce: false })
  } catch {
    queue.close()
    return null
  }
  // Ask the browser not to evict the queue under storage pressure (granted or not, it is kept).
  void navigator.storage?.persist?.().catch(() => false)
  return queue
}

/** Sent without the outbox: nothing was kept, and the visitor must hear it. */
function directResultOf(outcome: DeliveryOutcome): SendResult {
  if (outcome.status === 'delivered') return { status: 'sent' }
  if (outcome.status === 'refused') return refusedResult(outcome.field)
  if (outcome.rateLimited) return { status: 'limited', kept: false }
  return offline() ? { status: 'notKept' } : { status: 'failed' }
}
