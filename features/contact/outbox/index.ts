// The offline outbox shared by the page and the service worker. It knows messages only by their id
// and optional photo; features/contact/delivery.ts is what sends contact messages through it.
export { backoffMs, BACKOFF_BASE_MS, BACKOFF_CAP_MS, RATE_LIMITED_RETRY_MS, retryDelayMs } from './backoff'
export { onOutboxChange, OUTBOX_CHANNEL, type OutboxChangeMessage } from './change'
export { drainOutbox, DEFAULT_LEASE_MS, type Deliver, type DeliveryOutcome, type DeliveryProgress, type DrainOptions, type DrainResult } from './drain'
export type { Attachment, ClaimOptions, OutboxEntry, OutboxUpdate, Queueable } from './entry'
export { withEntryLock } from './entryLock'
export { openOutbox, DEFAULT_OUTBOX_DB_NAME, type Outbox, type OutboxOptions, type PutOptions } from './store'
export { OUTBOX_SYNC_TAG, requestOutboxSync } from './sync'
