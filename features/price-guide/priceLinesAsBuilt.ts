// The price guide the prerendered pages show (/tarifs and the service pages): the owner's shown lines
// read once when the build renders pages, if the Supabase project the site is built for answers;
// else none, and the pages say the prices are being prepared (/tarifs) or show none (a service
// page). Never an invented price. Server side only: a line saved after the build shows with the next.
import { supabaseUrl } from '../../lib/supabase'
import { fetchPriceLines } from './fetchPriceLines'
import type { PriceLine } from './priceLine'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let loading: Promise<PriceLine[]> | undefined

/** Reads the lines once per build; later calls get the same answer. */
export function priceLinesAsBuilt(read: typeof fetchPriceLines = fetchPriceLines): Promise<PriceLine[]> {
  return (loading ??= read(undefined, AbortSignal.timeout(READ_TIMEOUT_MS)).then((lines) => {
    if (!lines) console.info(`Tarifs: no price line read from ${supabaseUrl}; /tarifs says the prices are being prepared.`)
    return lines ?? []
  }))
}
