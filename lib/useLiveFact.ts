import { useEffect, useState } from 'react'

/**
 * A fact the owner changes from /atelier (the workshop's phone, the price lines, the finished
 * pieces), as the build wrote it for the first render (the prerendered HTML, which hydration must
 * match), then as the database has it now: `read` runs in an effect after hydration and loads its
 * code with a dynamic import (nothing of it on the first load). A read that gives null or fails (no
 * connection, an outage) leaves the built value, silently. `read` must not change between renders.
 */
export function useLiveFact<T extends object>(built: T, read: (built: T) => Promise<T | null>): T {
  const [live, setLive] = useState<{ built: T; now: T }>()
  useEffect(() => {
    read(built).then(
      (now) => now && setLive({ built, now }),
      () => {},
    )
  }, [built, read])
  // Only the read of this value counts: a page reached by a client-side navigation shows its own.
  return live?.built === built ? live.now : built
}
