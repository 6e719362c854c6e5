// The buying prices the page shows: the build's (lib/owner.ts) until the owner's current list
// (the gold_prices table) has loaded, then those. Shared by the price table and the simulator, so
// both always show the same prices. Nothing is fetched before hydration (the server and the first
// client render agree), and the fetching code is a chunk of its own.
import { useSyncExternalStore } from 'react'
import type { GoldBuying } from '../../lib/ownerFacts'

let live: GoldBuying | null = null
let requested = false
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The prices to show now. */
export const useGoldBuying = (built: GoldBuying): GoldBuying =>
  useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  ) ?? built

/** Loads the owner's current list once, when the browser is idle. */
export function requestLivePrices(built: GoldBuying): void {
  if (requested) return
  requested = true
  const load = () =>
    void import('./fetchGoldPrices').then(async ({ fetchGoldPrices }) => {
      live = (await fetchGoldPrices(built.tax)) ?? live
      listeners.forEach((listener) => listener())
    })
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load)
  else setTimeout(load)
}
