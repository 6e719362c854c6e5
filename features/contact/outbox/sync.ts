// Asks the service worker to deliver the outbox when the connection returns (Background Sync, in
// Chromium). Elsewhere a page delivers the outbox itself on load and on the 'online' event.
export const OUTBOX_SYNC_TAG = 'contact-outbox'

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

export async function requestOutboxSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined
  if (!registration?.active || !registration.sync) return false
  try {
    await registration.sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    return false
  }
}
