// https://vike.dev/onHydrationEnd — marks the page interactive (the browser tests wait for it).
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
