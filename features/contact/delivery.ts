// The one path of a contact message, whoever sends it. The form writes it to the outbox first, so
// that nothing the visitor typed can be lost, then sends it at once (sendContactMessage); a page
// and the service worker deliver what waits (deliverQueuedMessages). Both go through the outbox's
// drain: the same claim, lock, delivery and release, so a message arrives once whoever sends it.
// If Supabase cannot be reached (offline, or the server not answering), the message stays queued
// and leaves by itself later; a refusal by Supabase takes it out again when the form sent it, since
// the visitor still has the form in front of them and is told what to fix. Where the outbox cannot
// be used (no IndexedDB, a private mode, a full disk), the form's message is sent directly, photo
// included, and the visitor is never told it was kept on the device.
import { DEFAULT_LEASE_MS, drainOutbox, requestOutboxSync, type DeliveryProgress, type DrainOptions, type DrainResult } from './outbox'
import { supabaseTarget } from '../../lib/supabase'
import { openContactOutbox, type ContactOutbox } from './contactOutbox'
import { deliverContactMessage, type DeliveryOutcome, type ProofOfWorkSolver } from './deliver'
import { VISIT_LEFT_OUT } from './visitLeftOut'
import type { ContactMessage } from './message'
import { requestReference } from '../request-tracking/trackingApi'
import { trackingPath } from '../request-tracking/trackingSecret'

// The form makes its message with these, loaded with the sending code rather than with the page.
export { buildContactMessage, messageIdentity } from './message'
import { refusalTexts } from './refusal'
import type { ContactField } from './validation'

/** Delivery to the project, a proof of work asked solved by `solveProofOfWork`: a page's worker, or the service worker's own thread. */
const toSupabase =
  (solveProofOfWork?: ProofOfWorkSolver) =>
  (message: ContactMessage, progress: DeliveryProgress): Promise<DeliveryOutcome> =>
    deliverContactMessage(message, solveProofOfWork ? { ...supabaseTarget, solveProofOfWork } : supabaseTarget, progress)

/** Delivers the messages waiting in the outbox (a page, the service worker). */
export function deliverQueuedMessages(
  outbox: ContactOutbox,
  options: Pick<DrainOptions, 'owner' | 'ignoreBackoff'> = {},
  solveProofOfWork?: ProofOfWorkSolver,
): Promise<DrainResult> {
  return drainOutbox(outbox, toSupabase(solveProofOfWork), options)
}

/** The visit a message asks for: 'YYYY-MM-DD', and 'HH:MM' or null for any time. */
export interface RequestedVisit {
  day: string
  time: string | null
}

/** How the visitor follows a message that arrived: its tracking page, and its reference (null when
 *  it could not be read just after sending). */
export interface SentTracking {
  path: string
  reference: string | null
}

export type SendResult =
  /** `visit`: the visit it asks for; `visitLeftOut`: that slot was no longer offered, and the message
   *  left without it; `tracking`: how to follow it (absent for a message drawn without a secret). */
  | { status: 'sent'; visit?: RequestedVisit; visitLeftOut?: boolean; tracking?: SentTracking }
  /** Kept on this device and sent by itself later: the connection is down, or the server did not answer. */
  | { status: 'queued'; because: 'offline' | 'server'; visit?: RequestedVisit }
  /** Offline, and this device could not keep the message either; the form keeps it. */
  | { status: 'notKept' }
  /** Not sent and not kept (the server did not answer, and this device cannot keep it); the form keeps it. */
  | { status: 'failed' }
  /** Over the database's rate limit: several messages already came from this connection or this
   *  e-mail address, or (`siteWide`) the whole site receives more than it accepts for now. Not a
   *  refusal: `kept`, it waits on this device and leaves later by itself; the form keeps every
   *  field either way (under the same message id, so it still arrives once). */
  | { status: 'limited'; kept: boolean; siteWide: boolean }
  /** Supabase refused it for its content: `field` says what to change (null: nothing the visitor typed), `text` how, in French. */
  | { status: 'refused'; field: ContactField | null; text: string | null }

export interface SendProgress extends Pick<DeliveryProgress, 'onUploadStart' | 'onUploadDone' | 'onProofOfWork'> {
  /** An earlier attempt of this message stored its photo: only the row is left to send. */
  photoUploaded?: boolean
  /** Solves a proof of work the database asks for while the site is flooded (the page's worker). */
  solveProofOfWork?: ProofOfWorkSolver
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** Sends the message the visitor just submitted, and says what became of it. */
export async function sendContactMessage(message: ContactMessage, progress: SendProgress = {}): Promise<SendResult> {
  const photoUploaded = Boolean(message.photo && progress.photoUploaded)
  const owner = `page-${crypto.randomUUID()}`
  const deliver = toSupabase(progress.solveProofOfWork)
  const outbox = await keptOnDevice(message, photoUploaded, owner)
  if (!outbox) return directResultOf(message, await deliver(message, { ...progress, photoUploaded }))
  let outcome: DeliveryOutcome | undefined
  try {
    // Claimed and sent under the entry's lock, like every drainer, so that if this tab is closed
    // mid-send the next drainer knows the claim is orphaned and need not wait for its lease to end.
    await drainOutbox(outbox, deliver, {
      owner,
      reserved: true,
      ids: [message.row.id],
      ignoreBackoff: true,
      settle: 'remove',
      progress,
      onOutcome: (_id, result) => (outcome = result),
    })
  } finally {
    outbox.close()
  }
  // Not attempted: another tab or the service worker is sending this very message (a second press of send).
  if (!outcome) return queuedResult(message)
  if (outcome.status === 'retry') {
    void requestOutboxSync()
    return outcome.rateLimited ? { status: 'limited', kept: true, siteWide: Boolean(outcome.siteWide) } : queuedResult(message)
  }
  return outcome.status === 'delivered' ? sentResult(message, outcome) : refusedResult(outcome.field)
}

/** The reference the database gave the message, read with its secret once it has arrived. */
async function trackingOf({ row }: ContactMessage): Promise<SentTracking | undefined> {
  const secret = row.tracking_secret
  return secret ? { path: trackingPath(secret), reference: await requestReference(secret) } : undefined
}

const visitOf = ({ row }: ContactMessage): RequestedVisit | undefined => (row.visit_date ? { day: row.visit_date, time: row.visit_time ?? null } : undefined)

async function sentResult(message: ContactMessage, outcome: Extract<DeliveryOutcome, { status: 'delivered' }>): Promise<SendResult> {
  const visit = visitOf(message)
  const tracking = await trackingOf(message)
  const followed = tracking ? { tracking } : {}
  if (!visit) return { status: 'sent', ...followed }
  return outcome.remark === VISIT_LEFT_OUT ? { status: 'sent', visit, visitLeftOut: true, ...followed } : { status: 'sent', visit, ...followed }
}

const refusedResult = (field: ContactField | null): SendResult => ({ status: 'refused', field, text: field && refusalTexts[field] })

const queuedResult = (message: ContactMessage): SendResult => {
  const visit = visitOf(message)
  return { status: 'queued', because: offline() ? 'offline' : 'server', ...(visit ? { visit } : {}) }
}

/** The outbox holding `message`, durably written; null if this device cannot keep it. */
async function keptOnDevice(message: ContactMessage, photoUploaded: boolean, owner: string): Promise<ContactOutbox | null> {
  let outbox: ContactOutbox
  try {
    outbox = await openContactOutbox()
  } catch {
    return null
  }
  try {
    // Not announced, and reserved for this send from the moment it is written: the pending indicator
    // is for messages waiting, not for one being sent now.
    await outbox.put(message, { announce: false, photoUploaded, reserveFor: { owner, leaseMs: DEFAULT_LEASE_MS } })
  } catch {
    outbox.close()
    return null
  }
  // Ask the browser not to evict the queue under storage pressure (granted or not, it is kept).
  void navigator.storage?.persist?.().catch(() => false)
  return outbox
}

/** Sent without the outbox: nothing was kept, and the visitor must hear it. */
async function directResultOf(message: ContactMessage, outcome: DeliveryOutcome): Promise<SendResult> {
  if (outcome.status === 'delivered') return sentResult(message, outcome)
  if (outcome.status === 'refused') return refusedResult(outcome.field)
  if (outcome.rateLimited) return { status: 'limited', kept: false, siteWide: Boolean(outcome.siteWide) }
  return offline() ? { status: 'notKept' } : { status: 'failed' }
}
