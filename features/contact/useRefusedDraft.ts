import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { RefusedDraft } from './refusedDraft'

/**
 * A queued message the server refused comes back to the form from the refused-message panel (a
 * link to the contact page with ?reprendre=<its id>): `adopt` receives it, with what the server
 * said to fix. The outbox's code loads only then.
 */
export function useRefusedDraft(adopt: (draft: RefusedDraft) => void) {
  const refusedId = usePageContext().urlParsed?.search.reprendre
  useEffect(() => {
    if (!refusedId) return
    let current = true
    import('./refusedDraft')
      .then(({ loadRefusedDraft }) => loadRefusedDraft(refusedId))
      .then(
        (draft) => current && draft && adopt(draft),
        () => undefined,
      )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused message
  }, [refusedId])
}
