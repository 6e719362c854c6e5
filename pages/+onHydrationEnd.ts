// https://vike.dev/onHydrationEnd — when the browser is idle, registers the service worker, whose
// code is not in the first load. (components/layout/PageHydrated marks the page interactive.)
export function onHydrationEnd() {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500))
  whenIdle(() => {
    void import('../lib/pwa/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined)
  })
}
