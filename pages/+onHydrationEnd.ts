// https://vike.dev/onHydrationEnd — marks the page interactive (the browser tests wait for it),
// then, when the browser is idle, registers the service worker, whose code is not in the first load.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500))
  whenIdle(() => {
    void import('../lib/pwa/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined)
  })
}
