// Lets every tab and the service worker know the queue changed (its length drives the pending
// indicator). A BroadcastChannel also reaches other channel objects of the same name in the same
// tab, so the tab that wrote hears it too. Where BroadcastChannel is missing, nobody is told.
// https://developer.mozilla.org/docs/Web/API/BroadcastChannel

const OUTBOX_CHANNEL = 'atelier-outbox'

interface OutboxChangeMessage {
  type: 'changed'
}

export function notifyOutboxChange(): void {
  if (typeof BroadcastChannel === 'undefined') return
  // A short-lived channel: messages are queued for the listeners when posted, so closing at once is
  // safe, and no open channel is left to keep a worker (or Node) alive.
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage({ type: 'changed' } satisfies OutboxChangeMessage)
  channel.close()
}

/** Calls `listener` after every put, remove or release, in any tab or the worker; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.onmessage = (event: MessageEvent<Partial<OutboxChangeMessage> | null>) => {
    if (event.data?.type === 'changed') listener()
  }
  return () => channel.close()
}
