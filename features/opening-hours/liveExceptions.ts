// The owner's exceptions as the database has them now, read once per page after hydration and
// shared by the status line and the upcoming closures (a closure added since the build shows
// without a new deploy). Null when the table cannot be read: the built rows then stand.
import type { OpeningException } from './calendar'
import { fetchOpeningExceptions } from './fetchOpeningExceptions'

let reading: Promise<OpeningException[] | null> | undefined

export function liveExceptions(): Promise<OpeningException[] | null> {
  return (reading ??= fetchOpeningExceptions().catch(() => {
    // A later call (the connection back) tries again.
    reading = undefined
    return null
  }))
}
