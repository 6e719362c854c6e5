// The owner's buying prices as the page lists them: a label per title or piece, the price, the tax
// withheld and what the seller receives (arrêté of 18 August 2015: for each price, the tax's rate and amount).
import { netOfTax, taxOn } from '../../lib/goldTax.ts'
import type { GoldBuying, GoldPrice } from '../../lib/ownerFacts.ts'
import { gramPriceLabel, metalNames, perGram, perPiece, piecePriceLabel } from './texts.ts'

export interface PriceRow {
  key: string
  label: string
  /** 'le gramme' or 'la pièce'. */
  unit: string
  euros: number
  tax: number
  net: number
}

/** Carats of a gold title in thousandths (750 → 18), as jewellers name it. */
export const caratsOf = (fineness: number) => Math.round((fineness * 24) / 1000)

export function priceLabel(price: GoldPrice): string {
  if (price.kind === 'piece') return piecePriceLabel(price.piece)
  return gramPriceLabel(metalNames[price.metal], price.fineness, price.metal === 'or' ? caratsOf(price.fineness) : null)
}

export const priceKey = (price: GoldPrice) => (price.kind === 'piece' ? `piece-${price.piece}` : `${price.metal}-${price.fineness}`)

export function priceRows({ prices, tax }: GoldBuying): PriceRow[] {
  return prices.map((price) => ({
    key: priceKey(price),
    label: priceLabel(price),
    unit: price.kind === 'piece' ? perPiece : perGram,
    euros: price.euros,
    tax: taxOn(price.euros, tax),
    net: netOfTax(price.euros, tax),
  }))
}

/** '2026-11-20' → '20 novembre 2026' (the day as written, whatever the reader's time zone): the same
 *  words as frenchDay of lib/content/frenchDates.ts, written here because every service page's first
 *  load carries the price table's code, and that module's chunk (its three formatters) would take
 *  those pages past the JavaScript budget (npm run budget). */
export const formatPriceDate = (isoDay: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`))

export const formatEuros = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value)
