import { lazy, type ComponentType } from 'react'

// A lazily loaded component whose HTML is still prerendered. renderToString cannot wait for a
// lazy() chunk, so the server loads every such module first (pages/+onBeforeRenderHtml.ts) and
// renders it directly; in the browser it stays a lazy() chunk, fetched when its section hydrates.
// React keeps the server's HTML of a Suspense boundary until then. https://react.dev/reference/react/lazy

const serverPreloads = new Set<() => Promise<void>>()

export function prerenderedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  if (import.meta.env.SSR)
    serverPreloads.add(async () => {
      loaded = (await load()).default
    })
  const Lazy = lazy(load)
  function Prerendered(props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Prerendered
}

/** Loads, on the server, every module a page may render through prerenderedLazy. */
export const preloadPrerenderedLazy = () => Promise.all([...serverPreloads].map((preload) => preload()))
