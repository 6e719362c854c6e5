// Toasts are asked for here and shown by <ToastHost/>, which downloads sonner on the first one:
// pages that never notify never load it.
export interface ToastRequest {
  title: string
  description?: string
  variant?: 'success' | 'error' | 'info'
  /** Stays until dismissed or acted on. */
  persistent?: boolean
  action?: { label: string; onClick: () => void }
  id?: string
}

type Listener = (request: ToastRequest) => void
const queue: ToastRequest[] = []
let listener: Listener | null = null
const hostListeners = new Set<() => void>()

export function notify(request: ToastRequest) {
  if (listener) listener(request)
  else {
    queue.push(request)
    hostListeners.forEach((wake) => wake())
  }
}

/** Loads the toasts ahead of a flow that will need them (the connection may be gone by then). */
export function prepareToasts() {
  if (!listener) hostListeners.forEach((wake) => wake())
}

/** The host registers once sonner is ready; queued toasts are shown then. */
export function attachToastListener(next: Listener): () => void {
  listener = next
  queue.splice(0).forEach(next)
  return () => {
    if (listener === next) listener = null
  }
}

/** Lets the host know a toast is waiting (so it can load sonner). */
export function onToastRequested(wake: () => void): () => void {
  hostListeners.add(wake)
  if (queue.length) wake()
  return () => hostListeners.delete(wake)
}
