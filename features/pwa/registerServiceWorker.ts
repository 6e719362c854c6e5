// Registers the service worker after the page is interactive (this module is loaded lazily), and
// announces a new deployment with a prompt: the page never reloads by itself.
import { Workbox } from 'workbox-window'
import { notify } from '../../lib/toast/notify'
import { updateAcceptance } from './updateAcceptance'
import { updatePrompt } from './updatePrompt'

export async function registerServiceWorker(): Promise<Workbox | undefined> {
  // The worker is written by the build (vite/pwa.ts): the dev server has none to register.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return undefined
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', (event) => {
    // A new version only if an older worker serves this page. A first worker can be seen waiting
    // for a moment too, when the visitor opens another page while it installs (Firefox keeps it
    // waiting long enough): it takes over by itself, and there is nothing to announce.
    const controller = navigator.serviceWorker.controller
    if (!controller || controller === event.sw) return
    const update = updateAcceptance({ skipWaiting: () => workbox.messageSkipWaiting(), reload: () => window.location.reload() })
    // Fired in every open tab when the new worker takes over, whichever tab accepted it.
    workbox.addEventListener('controlling', () => update.controlled())
    notify({
      id: 'nouvelle-version',
      title: updatePrompt.title,
      description: updatePrompt.description,
      persistent: true,
      action: { label: updatePrompt.action, onClick: () => update.accept() },
    })
  })
  await workbox.register()
  return workbox
}
