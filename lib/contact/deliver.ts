// Delivers one contact message to Supabase: the photo first (an object that already exists counts
// as uploaded), then the row with the message's own id (a duplicate key counts as delivered).
// The same code runs in the page and in the service worker, with the small PostgREST and Storage
// clients rather than the whole supabase-js.
import { PostgrestClient } from '@supabase/postgrest-js'
import { StorageClient } from '@supabase/storage-js'
import { CONTACT_BUCKET, type ContactMessage } from './message'

export type DeliveryOutcome =
  | { status: 'delivered' }
  /** Network trouble, a timeout, 5xx or 429: try again later. */
  | { status: 'retry'; reason: string }
  /** Supabase refused the message (4xx): retrying will not help. */
  | { status: 'refused'; reason: string; code?: string }

export interface SupabaseTarget {
  url: string
  anonKey: string
  fetch?: typeof fetch
  /** Abort a request that takes longer than this (ms). */
  timeoutMs?: number
}

export interface DeliveryProgress {
  onUploadStart?(): void
  onUploadDone?(): void
}

const isRetryableStatus = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500

function timedFetch(base: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => base(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) })
}

export async function deliverContactMessage(message: ContactMessage, target: SupabaseTarget, progress: DeliveryProgress = {}): Promise<DeliveryOutcome> {
  const fetcher = timedFetch(target.fetch ?? ((...args) => fetch(...args)), target.timeoutMs ?? 20_000)
  const headers = { apikey: target.anonKey, Authorization: `Bearer ${target.anonKey}` }
  let fileUrl: string | null = null
  try {
    if (message.photo) {
      progress.onUploadStart?.()
      const storage = new StorageClient(`${target.url}/storage/v1`, headers, fetcher).from(CONTACT_BUCKET)
      const { error } = await storage.upload(message.photo.fileName, message.photo.blob, {
        cacheControl: '3600',
        upsert: false,
        contentType: message.photo.contentType,
      })
      if (error) {
        const status = Number((error as { status?: number }).status ?? 0)
        const statusCode = String((error as { statusCode?: string }).statusCode ?? '')
        const duplicate = statusCode === '409' || status === 409 || /already exists|duplicate/i.test(error.message)
        if (!duplicate) {
          if (isRetryableStatus(status) || ['500', '502', '503', '504', '429'].includes(statusCode)) return { status: 'retry', reason: error.message }
          return { status: 'refused', reason: error.message, code: statusCode || undefined }
        }
      }
      progress.onUploadDone?.()
      fileUrl = storage.getPublicUrl(message.photo.fileName).data.publicUrl || message.photo.fileName
    }
    const rest = new PostgrestClient(`${target.url}/rest/v1`, { headers, fetch: fetcher })
    const { error, status } = await rest.from('contact_messages').insert({ ...message.row, file_url: fileUrl })
    if (!error) return { status: 'delivered' }
    if (status === 409 || error.code === '23505') return { status: 'delivered' }
    if (isRetryableStatus(status)) return { status: 'retry', reason: error.message }
    return { status: 'refused', reason: error.message, code: error.code }
  } catch (error) {
    // fetch rejects on network failure, DNS trouble or the timeout above.
    return { status: 'retry', reason: error instanceof Error ? error.message : String(error) }
  }
}
