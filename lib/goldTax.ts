// The tax a seller of precious metals pays (taxe forfaitaire sur les métaux précieux, article 150 VK
// of the Code général des impôts, plus the CRDS), withheld from the buying price. The rates are the
// owner's setting (lib/owner.ts, goldBuying.tax), confirmed by the accountant.
import type { GoldBuying } from './ownerFacts.ts'

type TaxRates = GoldBuying['tax']

const cents = (euros: number) => Math.round(euros * 100) / 100

/** 11 + 0.5 → 11.5, in percent, without the float's dust. */
export const totalTaxRate = (tax: TaxRates) => Math.round((tax.flatRate + tax.crdsRate) * 1000) / 1000

/** The tax on a price, to the cent. */
export const taxOn = (euros: number, tax: TaxRates) => cents((euros * totalTaxRate(tax)) / 100)

/** What the seller receives for a price once the tax is withheld, to the cent. */
export const netOfTax = (euros: number, tax: TaxRates) => cents(euros - taxOn(euros, tax))

/** '11,5 %', with the no-break space French puts before the sign. */
export const formatPercent = (percent: number) => `${percent.toLocaleString('fr-FR')}\u00a0%`
