// The buying prices the prerendered page shows: the owner's current list (the gold_prices table)
// read once when the build renders the page, if the Supabase project the site is built for answers;
// else the prices of the owner's facts (lib/owner.ts), a fallback that no deploy depends on (the
// launch check reads the database's list). Server side only; the browser still loads the current
// list after hydration (livePrices.ts), so a list saved after the build shows at once.
import { supabaseUrl } from '../../lib/supabase'
import type { GoldBuying } from '../../lib/ownerFacts'
import { fetchGoldPrices } from './fetchGoldPrices'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let loading: Promise<GoldBuying | null> | undefined

/** Reads the list once per build; `built` when there is none or it cannot be read. */
export async function goldBuyingAsBuilt(built: GoldBuying, read: typeof fetchGoldPrices = fetchGoldPrices): Promise<GoldBuying> {
  loading ??= read(built.tax, AbortSignal.timeout(READ_TIMEOUT_MS))
  const current = await loading
  if (!current) console.info(`Gold prices: no current list read from ${supabaseUrl}; the page shows those of the owner's facts until it loads.`)
  return current ?? built
}
