// Delivers one contact message to Supabase: the photo first (an object that already exists counts
// as uploaded), then the row with the message's own id (a duplicate key counts as delivered) and
// the photo's bare object name; a photo the database no longer finds is uploaded again.
// The same code runs in the page and in the service worker, with the small PostgREST and Storage
// clients rather than the whole supabase-js.
import { PostgrestClient } from '@supabase/postgrest-js'
import { StorageClient } from '@supabase/storage-js'
import type { DeliveryOutcome as OutboxDeliveryOutcome, DeliveryProgress } from './outbox'
import { CONTACT_BUCKET, photoObjectName, type ContactMessage } from './message'
import { challengeBits } from './proofOfWorkChallenge'
import { refusedField } from './refusal'
import { VISIT_LEFT_OUT } from './visitLeftOut'
import type { ContactField } from './validation'

export type DeliveryOutcome = OutboxDeliveryOutcome<ContactField>

export interface SupabaseTarget {
  url: string
  /** The publishable key (or an older project's anon key). */
  apiKey: string
  fetch?: typeof fetch
  /** Abort a request that takes longer than this (ms), plus the time its bytes need on a slow uplink. */
  timeoutMs?: number
  /** Solves the database's proof-of-work challenge (null: gave up); without it, the message waits. */
  solveProofOfWork?: ProofOfWorkSolver
}

/** The proof for a challenge (proofOfWork.ts), or null when it was not found. */
export type ProofOfWorkSolver = (challenge: string) => Promise<string | null>

// Only a refusal about the message itself ends its delivery: a value the database's constraints or
// types refuse (SQLSTATE classes 22, data exception, and 23, integrity constraint violation; a
// duplicate key means it already arrived), or a photo the bucket refuses for its size or type.
// Everything else (a rotated or revoked key, a permission, a path not found during a deploy, a
// server error) is the server's problem, and the message stays queued.
const refusesTheRow = (code: string | undefined) => !!code && /^2[23][0-9A-Z]{3}$/.test(code)
const refusesThePhoto = (statusCode: string) => statusCode === '413' || statusCode === '415'
// The database's rate limit (supabase/migrations/20261124000200_contact_rate_limits.sql): SQLSTATE
// PT429, which PostgREST answers with HTTP 429. Not a refusal of the message: it leaves later.
const overTheLimit = (status: number, code?: string) => status === 429 || code === 'PT429'
// The same answer for the ceiling of the whole site (supabase/migrations/20261127000400_contact_limits_pool.sql),
// told apart by its message: nothing this visitor did, the site holds every message back for a while.
const sitePaused = /^contact messages paused for the whole site$/
// Above the site-wide ceiling the database asks a proof of work instead
// (supabase/migrations/20261209000500_contact_flood_proof_of_work.sql): the same PT429, so that a site
// built before keeps the message, with this message and the challenge in `details`.
const proofAsked = /^contact message needs a proof of work$/
/** A challenge harder than this is not worked on (a phone would take minutes): the message waits. */
const HARDEST_CHALLENGE_BITS = 22
/** Challenges answered per attempt: the flood may grow while the device works, and each answer can bring a harder one. */
const PROOFS_PER_ATTEMPT = 3

const later = (reason: string): DeliveryOutcome => ({
  status: 'retry',
  reason,
  rateLimited: true,
  siteWide: sitePaused.test(reason) || proofAsked.test(reason),
})
const refused = (reason: string, code?: string): DeliveryOutcome => ({ status: 'refused', reason, code, field: refusedField({ reason, code }) })

/** The slowest uplink an upload is given time for: 256 kbit/s, a poor mobile link. */
const SLOWEST_UPLINK_BYTES_PER_MS = 32

/** Time allowed for a request that sends `bytes`: it grows with them, so a large photo on a slow
 *  link is never cut off (and sent again) for taking the time it needs. */
const requestTimeoutMs = (bytes: number, baseMs: number) => baseMs + Math.ceil(bytes / SLOWEST_UPLINK_BYTES_PER_MS)

function timedFetch(base: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => base(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) })
}

// The database answers PT424 (HTTP 424) when the row names a photo that is not stored
// (supabase/migrations/20261127000500_contact_images_private.sql): deleted as an orphan while the
// message waited here for days, say. The outbox still holds it: upload it again, then the row.
const photoMissing = (status: number, code?: string) => code === 'PT424' || status === 424

// The database refuses a visit that is no longer offered (supabase/migrations/20261127000601_visit_requests.sql):
// SQLSTATE 23514, the reason in `details` (visit_past, visit_too_soon, visit_too_far, visit_day_closed,
// visit_time_off_grid). A request kept on the device for days, or sent from a form left open, meets
// it once its slot has passed or the owner has closed the day. Refused, the message would never reach
// the workshop: it leaves without the slot, the workshop proposes another time, and the visitor is told.
const visitRefused = (error: { code?: string; details?: string | null }) => error.code === '23514' && /^visit_[a-z_]+$/.test(error.details ?? '')

const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|gif)$/

/** The photo's object name. A message queued by an earlier build named it contact_<ms>_<n>, which the
 *  bucket now refuses: it takes the message's own UUID instead, the same at every attempt. */
function photoObjectNameOf(message: ContactMessage): string | null {
  if (!message.photo) return null
  if (UUID_NAME.test(message.photo.fileName)) return message.photo.fileName
  return photoObjectName(message.row.id, message.photo.contentType)
}

export async function deliverContactMessage(message: ContactMessage, target: SupabaseTarget, progress: DeliveryProgress = {}): Promise<DeliveryOutcome> {
  const base = target.fetch ?? ((...args) => fetch(...args))
  const timeoutMs = target.timeoutMs ?? 20_000
  const fetcher = timedFetch(base, timeoutMs)
  const headers = { apikey: target.apiKey, Authorization: `Bearer ${target.apiKey}` }
  const photoName = photoObjectNameOf(message)
  const legacyName = photoName !== message.photo?.fileName

  /** Uploads the photo; null once it is stored (an object already there counts), else the outcome. */
  const upload = async (photo: NonNullable<ContactMessage['photo']>, name: string): Promise<DeliveryOutcome | null> => {
    progress.onUploadStart?.()
    const uploadFetcher = timedFetch(base, requestTimeoutMs(photo.blob.size, timeoutMs))
    const bucket = new StorageClient(`${target.url}/storage/v1`, headers, uploadFetcher).from(CONTACT_BUCKET)
    const { error } = await bucket.upload(name, photo.blob, { cacheControl: '3600', upsert: false, contentType: photo.contentType })
    if (error) {
      const status = Number((error as { status?: number }).status ?? 0)
      const statusCode = String((error as { statusCode?: string }).statusCode ?? '')
      const duplicate = statusCode === '409' || status === 409 || /already exists|duplicate/i.test(error.message)
      if (!duplicate) {
        if (overTheLimit(status, statusCode)) return later(error.message)
        if (refusesThePhoto(statusCode) || status === 413 || status === 415) return refused(error.message, statusCode || String(status))
        return { status: 'retry', reason: error.message }
      }
    }
    try {
      await progress.onUploadDone?.()
    } catch {
      // Not recorded: the next attempt uploads again and is answered "already exists".
    }
    return null
  }

  try {
    if (message.photo && photoName && (legacyName || !progress.photoUploaded)) {
      const failed = await upload(message.photo, photoName)
      if (failed) return failed
    }
    const rest = new PostgrestClient(`${target.url}/rest/v1`, { headers, fetch: fetcher })
    let proof: string | null = null
    const send = (row: ContactMessage['row']) =>
      rest.from('contact_messages').insert({ ...row, file_url: photoName, ...(proof ? { proof_of_work: proof } : {}) })
    /** The row, with the proof of work the database asks for while the site is flooded. */
    const insert = async (row = message.row) => {
      let answer = await send(row)
      for (let asked = 0; asked < PROOFS_PER_ATTEMPT && answer.error && proofAsked.test(answer.error.message); asked += 1) {
        const bits = challengeBits(answer.error.details ?? '')
        if (bits === null || bits > HARDEST_CHALLENGE_BITS || !target.solveProofOfWork) break
        progress.onProofOfWork?.()
        proof = await target.solveProofOfWork(answer.error.details!)
        if (!proof) break
        answer = await send(row)
      }
      return answer
    }
    let { error, status } = await insert()
    if (error && message.photo && photoName && photoMissing(status, error.code)) {
      const failed = await upload(message.photo, photoName)
      if (failed) return failed
      ;({ error, status } = await insert())
    }
    if (error && message.row.visit_date && visitRefused(error)) {
      const { visit_date: _day, visit_time: _time, ...withoutVisit } = message.row
      ;({ error, status } = await insert(withoutVisit))
      if (!error || status === 409 || error.code === '23505') return { status: 'delivered', remark: VISIT_LEFT_OUT }
    }
    if (!error) return { status: 'delivered' }
    if (status === 409 || error.code === '23505') return { status: 'delivered' }
    if (overTheLimit(status, error.code)) return later(error.message)
    if (refusesTheRow(error.code)) return refused(error.message, error.code)
    return { status: 'retry', reason: error.message }
  } catch (error) {
    // fetch rejects on network failure, DNS trouble or the timeout above.
    return { status: 'retry', reason: error instanceof Error ? error.message : String(error) }
  }
}
