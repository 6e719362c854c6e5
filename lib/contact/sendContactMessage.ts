// Sends one message from the contact form. It is written to the outbox first, so that nothing the
// visitor typed can be lost, then delivered at once. Network trouble leaves it queued for later;
// a refusal by Supabase takes it out again, since the visitor still has the form in front of them.
import { backoffMs, openOutbox, type Outbox } from '../outbox'
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

  let outbox: Outbox | null = null
  try {
    outbox = await openOutbox()
  } catch {
    // No IndexedDB (some private modes): deliver directly, without the safety net.
    return resultOf(await deliverContactMessage(message, supabaseTarget, options))
  }
  const owner = `page-${crypto.randomUUID()}`
  try {
    await outbox.put(message)
    const claimed = await outbox.claim(message.row.id, owner, 60_000)
    if (!claimed) return 'queued'
    const outcome = await deliverContactMessage(message, supabaseTarget, options)
    if (outcome.status === 'retry') {
      await outbox.release(message.row.id, owner, { attempts: 1, nextAttemptAt: Date.now() + backoffMs(1), lastError: outcome.reason })
      void requestOutboxSync()
    } else {
      await outbox.remove(message.row.id)
    }
    return resultOf(outcome)
  } finally {
    outbox.close()
  }
}

/** Offline, a queued message is good news; online, the visitor should know the server did not answer. */
function resultOf(outcome: DeliveryOutcome): SendResult {
  if (outcome.status === 'delivered') return 'sent'
  if (outcome.status === 'retry' && typeof navigator !== 'undefined' && navigator.onLine === false) return 'queued'
  return 'failed'
}

