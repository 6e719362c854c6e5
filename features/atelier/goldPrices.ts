// « Prix de l'or »: the current list (the latest saved day not in the future) and when it was saved,
// read as the member; saved whole through public.atelier_save_gold_prices with that instant as
// `based_on`, so a list saved meanwhile by someone else refuses this save instead of being overwritten.
import { atelierClient } from './atelierClient'
import { parisToday } from './parisToday'
import { memberRpc, type Refusal } from './memberRpc'

export interface PriceItem {
  metal: 'or' | 'argent'
  fineness: number | null
  piece: string | null
  euros: number
}

export interface PriceList {
  items: PriceItem[]
  /** As the database wrote it (microseconds): a JavaScript Date would lose them and never match. */
  savedAt: string | null
}

type Change = { metal: PriceItem['metal']; fineness: number | null; piece: string | null; previous: number; euros?: number }

export type SaveAnswer =
  | { outcome: 'done'; saved_at: string; count: number }
  | { outcome: 'needs_confirmation'; dropped: Change[]; moved: Change[] }
  | { outcome: 'refused'; reason: 'list_changed'; saved_at: string }
  | { outcome: 'refused'; reason: 'invalid'; errors: { item: number | null; problem: string }[] }
  | Refusal

export async function currentPriceList(): Promise<PriceList> {
  const list = await atelierClient
    .from('gold_price_lists')
    .select('priced_on,saved_at')
    .lte('priced_on', parisToday())
    .order('priced_on', { ascending: false })
    .limit(1)
  if (list.error) throw new Error(list.error.message)
  const current = list.data[0] as { priced_on: string; saved_at: string } | undefined
  if (!current) return { items: [], savedAt: null }
  const prices = await atelierClient
    .from('gold_prices')
    .select('metal,fineness,piece,euros')
    .eq('priced_on', current.priced_on)
    .order('metal', { ascending: false })
    .order('fineness', { ascending: false, nullsFirst: false })
    .order('piece')
  if (prices.error) throw new Error(prices.error.message)
  return { items: (prices.data as PriceItem[]).map((item) => ({ ...item, euros: Number(item.euros) })), savedAt: current.saved_at }
}

export const savePriceList = (items: PriceItem[], confirmed: boolean, basedOn: string | null) =>
  memberRpc<SaveAnswer>('atelier_save_gold_prices', {
    prices: items.map(({ metal, fineness, piece, euros }) => (piece === null ? { metal, fineness, euros } : { metal, piece, euros })),
    confirmed,
    based_on: basedOn,
  })
