// The review figure and links the prerendered pages show: the owner's (the review_profile table, set
// in /atelier) read once when the build renders pages, if the Supabase project the site is built for
// answers; else none, and the pages keep the figure of the owner's facts (lib/owner.ts), whose
// invented value the launch check lists. Server side only: a figure saved after the build shows with
// the next one (the deploy hook).
import { supabaseUrl } from '../../lib/supabase'
import { fetchReviewProfile } from './fetchReviewProfile'
import type { ReviewProfile } from './types'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let loading: Promise<ReviewProfile | null> | undefined
let loaded: ReviewProfile | null = null

/** Reads the row once per build; later calls get the same answer. */
export function loadReviewProfileAsBuilt(read: typeof fetchReviewProfile = fetchReviewProfile): Promise<ReviewProfile | null> {
  return (loading ??= read(undefined, AbortSignal.timeout(READ_TIMEOUT_MS)).then((profile) => {
    if (!profile) console.info(`Reviews: no figure read from ${supabaseUrl}; the pages show the owner's facts' figure.`)
    return (loaded = profile)
  }))
}

/** What loadReviewProfileAsBuilt read (null before it has finished, or when there is none). */
export const reviewProfileAsBuilt = (): ReviewProfile | null => loaded
