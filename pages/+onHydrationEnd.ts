// https://vike.dev/onHydrationEnd — when the browser is idle, loads what the page does not need to
// show itself (lib/afterHydration.ts: the service worker, the reveal on scroll). (components/layout/
// PageHydrated marks the page interactive.)
export function onHydrationEnd() {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500))
  whenIdle(() => {
    void import('../lib/afterHydration').then(({ afterHydration }) => afterHydration()).catch(() => undefined)
  })
}
