// The offline outbox shared by the page and the service worker.
export { backoffMs, BACKOFF_BASE_MS, BACKOFF_CAP_MS, RATE_LIMITED_RETRY_MS, retryDelayMs } from './backoff'
export { onOutboxChange, OUTBOX_CHANNEL, type OutboxChangeMessage } from './change'
export { drainOutbox, DEFAULT_LEASE_MS, type Deliver, type DrainOptions, type DrainResult } from './drain'
export type { ClaimOptions, OutboxEntry, OutboxUpdate } from './entry'
export { withEntryLock } from './entryLock'
export { openOutbox, DEFAULT_OUTBOX_DB_NAME, type Outbox, type OutboxOptions } from './store'
