// Reads what tests/engines/pageWatch.js recorded in a page since it loaded.
import { contactToasts } from '../../lib/contact/contactToasts'
import type { EnginePage } from './engine'

export interface PageWatch {
  /** When this document started: a later value than before means the tab loaded again. */
  loadedAt: number
  problems: string[]
  toasts: { title: string; description: string; at: number }[]
  pendingSeen: { text: string; at: number }[]
}

export const pageWatch = (page: EnginePage): Promise<PageWatch> =>
  page.evaluate(() => {
    const watch = (window as unknown as { __engineWatch?: PageWatch }).__engineWatch
    // A page without the watch (not served by the test stack) would hide every problem.
    if (!watch) throw new Error(`no watch in ${location.href}`)
    return JSON.parse(JSON.stringify(watch)) as PageWatch
  }, null)

export const problemsOf = async (page: EnginePage): Promise<string[]> => (await pageWatch(page)).problems

const one = contactToasts.deliveredLater(1)
const many = contactToasts.deliveredLater(2)

/** How many deliveries of queued messages the page announced ("Message envoyé" for one, "N messages envoyés"). */
export function deliveredCount(watch: PageWatch): number {
  let count = 0
  for (const toast of watch.toasts) {
    if (toast.title === one.title && toast.description === one.description) count += 1
    else if (toast.description === many.description) count += Number(/^(\d+) messages envoyés$/.exec(toast.title)?.[1] ?? NaN)
  }
  return count
}
