import type { QueryClient } from '@tanstack/react-query'

/**
 * Resolves once no read or change of the back office is on its way, or after `limitMs` whatever
 * is left. Before a sign-out: a request the server receives once the session has ended is refused,
 * and the browser logs the refusal.
 */
export function readsSettled(queryClient: QueryClient, limitMs: number): Promise<void> {
  const settled = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0
  if (settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer)
      unsubscribeQueries()
      unsubscribeMutations()
      resolve()
    }
    const check = () => {
      if (settled()) stop()
    }
    const timer = setTimeout(stop, limitMs)
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(check)
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(check)
  })
}
