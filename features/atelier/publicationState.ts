// Where the public site stands against the owner's changes: the database says whether changes wait
// for a build and when the host was last asked for one (public.atelier_site_publication,
// supabase/schemas/site_publication.sql); the live site's build.json says when the build it serves
// was made. A build made after the last change carries it.

export interface PublicationRow {
  waiting_since: string | null
  changed_at: string | null
  asked_at: string | null
  failed_at: string | null
  has_hook: boolean
}

export type PublicationState =
  | { kind: 'up-to-date' }
  | { kind: 'waiting' }
  | { kind: 'building' }
  | { kind: 'stuck' }
  | { kind: 'live' }
  | { kind: 'failed'; at: string }
  | { kind: 'no-hook' }

// A build on the host takes a few minutes; one not live after this has failed (the health check
// says so too).
const BUILD_LIMIT_MS = 30 * 60 * 1000

/** The state the back office says at `now`, from the database's row and the live build's instant
 *  (null when it could not be read). */
export function publicationState(row: PublicationRow, builtAt: string | null, now: number): PublicationState {
  const builtSince = (instant: string) => builtAt !== null && Date.parse(builtAt) >= Date.parse(instant)
  // A build made after the last change carries it, whether the hook or a deploy made it.
  const lastChange = row.changed_at ?? row.asked_at
  if (lastChange && builtSince(lastChange)) return { kind: 'live' }
  if (row.failed_at) return { kind: 'failed', at: row.failed_at }
  if (row.waiting_since) return row.has_hook ? { kind: 'waiting' } : { kind: 'no-hook' }
  if (!row.asked_at) return { kind: 'up-to-date' }
  return now - Date.parse(row.asked_at) > BUILD_LIMIT_MS ? { kind: 'stuck' } : { kind: 'building' }
}
