// When a tab reloads into a new version: only once its own visitor pressed "Recharger". The new
// worker takes control of every open tab at once, and a tab where nobody asked may hold a half-typed
// message, so it keeps its prompt; pressing it there later just reloads.

export interface UpdateActions {
  /** Ask the waiting worker to take over (workbox-window's messageSkipWaiting). */
  skipWaiting(): void
  reload(): void
}

export interface UpdateAcceptance {
  /** The visitor pressed the prompt's button in this tab. */
  accept(): void
  /** The new worker now controls this tab, whichever tab accepted it. */
  controlled(): void
}

export function updateAcceptance(actions: UpdateActions): UpdateAcceptance {
  let accepted = false
  let newWorkerControls = false
  return {
    accept() {
      if (newWorkerControls) return actions.reload()
      accepted = true
      actions.skipWaiting()
    },
    controlled() {
      newWorkerControls = true
      if (accepted) actions.reload()
    },
  }
}
