// « Tarifs »: every line of the price guide (shown and hidden), read as the member through RLS; each
// change through its public.atelier_* function (supabase/schemas/price_lines.sql), which checks
// membership and whose trigger journals it.
import type { PriceLineField } from '../../lib/priceLineRules'
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'
import { priceLineTexts as texts } from './texts/priceLines'
import type { ChangeScope } from './useMemberChange'

export interface MemberPriceLine {
  id: number
  service: string
  label: string
  cents: number
  description: string | null
  position: number
  shown: boolean
}

/** What the form sends: the amount already read from what was typed. */
export interface PriceLineValues {
  label: string
  cents: number
  description: string
}

export type PriceLineAnswer =
  | { outcome: 'done' | 'already'; id?: number }
  | { outcome: 'refused'; reason: 'invalid'; problems: (PriceLineField | 'service')[] }
  | { outcome: 'refused'; reason: 'not_found' }
  | Refusal

/** What each change of « Tarifs » reads again, and its refusals' words. */
export const priceLineChanges: ChangeScope = { queries: ['price-lines'], refusals: { not_found: texts.notFound, refused: texts.refused } }

export async function memberPriceLines(): Promise<MemberPriceLine[]> {
  const { data, error } = await atelierClient
    .from('price_lines')
    .select('id,service,label,cents,description,position,shown')
    .order('service')
    .order('position')
    .order('id')
  if (error) throw new Error(error.message)
  return data as MemberPriceLine[]
}

export const addPriceLine = (service: string, values: PriceLineValues) =>
  memberRpc<PriceLineAnswer>('atelier_add_price_line', { service, label: values.label, cents: values.cents, description: values.description })

export const changePriceLine = (id: number, values: PriceLineValues) =>
  memberRpc<PriceLineAnswer>('atelier_change_price_line', { line_id: id, label: values.label, cents: values.cents, description: values.description })

export const movePriceLine = (id: number, up: boolean) => memberRpc<PriceLineAnswer>('atelier_move_price_line', { line_id: id, up })

export const setPriceLineShown = (id: number, shown: boolean) => memberRpc<PriceLineAnswer>('atelier_set_price_line_shown', { line_id: id, shown })

export const deletePriceLine = (id: number) => memberRpc<PriceLineAnswer>('atelier_delete_price_line', { line_id: id })
