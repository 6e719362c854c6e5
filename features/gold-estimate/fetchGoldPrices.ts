// Reads the current buying prices (the gold_prices table) with the small PostgREST client: in the
// browser on demand, after the page has hydrated, and once by the build (goldBuyingAsBuilt.ts).
import { PostgrestClient } from '@supabase/postgrest-js'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import type { GoldBuying, GoldPrice } from '../../lib/ownerFacts'
import type { Database } from '../../supabase/functions/_shared/database'

type GoldPriceRow = Pick<Database['public']['Tables']['gold_prices']['Row'], 'fineness' | 'piece' | 'priced_on'> & {
  /** What gold_prices_metal_check allows. */
  metal: 'or' | 'argent'
  /** numeric(10, 2), which PostgREST may give as a string. */
  euros: number | string
}

const order = (price: GoldPrice) => (price.kind === 'piece' ? 2000 : price.metal === 'or' ? 1000 - price.fineness : 1500 - price.fineness)

/** The current price list, or null when there is none or it cannot be read (the page keeps the built prices). */
export async function fetchGoldPrices(tax: GoldBuying['tax'], signal?: AbortSignal): Promise<GoldBuying | null> {
  try {
    const client = new PostgrestClient(`${supabaseUrl}/rest/v1`, {
      headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${supabasePublishableKey}` },
    })
    const query = client.from('gold_prices').select('metal,fineness,piece,euros,priced_on')
    const { data, error } = await (signal ? query.abortSignal(signal) : query)
    const rows = (data ?? []) as GoldPriceRow[]
    if (error || !rows.length) return null
    const prices = rows.map((row): GoldPrice =>
      row.piece === null
        ? { kind: 'gram', metal: row.metal, fineness: row.fineness ?? 0, euros: Number(row.euros) }
        : { kind: 'piece', metal: 'or', piece: row.piece, euros: Number(row.euros) },
    )
    return { pricedOn: rows[0]?.priced_on ?? '', prices: prices.sort((a, b) => order(a) - order(b)), tax }
  } catch {
    return null
  }
}
