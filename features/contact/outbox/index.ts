// The offline outbox shared by the page and the service worker. It knows messages only by their id
// and optional photo; features/contact/delivery.ts is what sends contact messages through it.
export { onOutboxChange } from './change'
export { drainOutbox, DEFAULT_LEASE_MS, type DeliveryOutcome, type DeliveryProgress, type DrainOptions, type DrainResult } from './drain'
export type { OutboxEntry } from './entry'
export { openOutbox, type Outbox, type OutboxOptions } from './store'
export { OUTBOX_SYNC_TAG, requestOutboxSync } from './sync'
