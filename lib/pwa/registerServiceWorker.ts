// Registers the service worker after the page is interactive (this module is loaded lazily), and
// announces a new deployment with a prompt: the page never reloads by itself.
import { Workbox } from 'workbox-window'
import { notify } from '../toast/notify'

export const updatePrompt = {
  title: 'Une nouvelle version est disponible',
  description: 'Rechargez la page pour en profiter.',
  action: 'Recharger',
} as const

export async function registerServiceWorker(): Promise<Workbox | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    // Once the new worker takes control, reload into the new version.
    workbox.addEventListener('controlling', () => window.location.reload())
    notify({
      id: 'nouvelle-version',
      title: updatePrompt.title,
      description: updatePrompt.description,
      persistent: true,
      action: { label: updatePrompt.action, onClick: () => workbox.messageSkipWaiting() },
    })
  })
  await workbox.register()
  return workbox
}
