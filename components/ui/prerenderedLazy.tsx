import { lazy, type ComponentType, type JSX } from 'react'

// A lazily loaded component whose HTML is still prerendered. renderToString cannot wait for a
// lazy() chunk, so the server loads every such module first (pages/+onBeforeRenderHtml.ts) and
// renders it directly; in the browser it stays a lazy() chunk, fetched when its section hydrates.
// React keeps the server's HTML of a Suspense boundary until then. https://react.dev/reference/react/lazy

const serverPreloads = new Set<() => Promise<void>>()

export interface PrerenderedLazy<P> {
  (props: P): JSX.Element
  /**
   * Fetches the component's code. Once it has arrived, the component renders without waiting;
   * a failed fetch (the connection dropped) is forgotten, so a later call tries again.
   */
  load: () => Promise<unknown>
}

export function prerenderedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PrerenderedLazy<P> {
  let loaded: ComponentType<P> | undefined
  if (import.meta.env.SSR)
    serverPreloads.add(async () => {
      loaded = (await load()).default
    })
  let loading: ReturnType<typeof load> | undefined
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const Lazy = lazy(loadOnce)
  function Prerendered(props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  Prerendered.load = loadOnce
  return Prerendered
}

/** Loads, on the server, every module a page may render through prerenderedLazy. */
export const preloadPrerenderedLazy = () => Promise.all([...serverPreloads].map((preload) => preload()))
