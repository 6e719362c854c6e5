// https://vike.dev/onHydrationEnd — when the browser is idle, loads what the page does not need to
// show itself (features/pwa/afterHydration.ts: the service worker, the reveal on scroll). (features/site-frame/
// PageHydrated marks the page interactive.)
export function onHydrationEnd() {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500))
  whenIdle(() => {
    void import('../features/pwa/afterHydration').then(({ afterHydration }) => afterHydration()).catch(() => undefined)
  })
}
