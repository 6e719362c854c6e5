import { useEffect } from 'react'
import { totalTaxRate } from '../../lib/goldTax'
import type { GoldBuying } from '../../lib/ownerFacts'
import { formatEuros, formatPriceDate, priceRows } from './priceList'
import { goldPriceTableText as text } from './texts'
import { requestLivePrices, useGoldBuying } from './livePrices'

/** The buying prices per gram by title and per piece, each with its tax; prerendered with the build's prices. */
export default function GoldPriceTable({ built }: { built: GoldBuying }) {
  const buying = useGoldBuying(built)
  useEffect(() => requestLivePrices(built), [built])
  const rate = totalTaxRate(buying.tax)
  return (
    <div className="space-y-6">
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-ink/10">
        <table className="w-full text-left text-sm sm:text-base" data-gold-prices={buying.pricedOn}>
          <caption className="px-4 pt-4 text-left font-serif text-xl text-ink">{text.caption(formatPriceDate(buying.pricedOn))}</caption>
          <thead>
            <tr className="border-b border-ink/10 text-stone-600">
              <th scope="col" className="p-4 font-medium">
                {text.title}
              </th>
              <th scope="col" className="p-4 text-right font-medium">
                {text.price}
              </th>
              <th scope="col" className="p-4 text-right font-medium">
                {text.tax(rate)}
              </th>
              <th scope="col" className="p-4 text-right font-medium">
                {text.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {priceRows(buying).map((row) => (
              <tr key={row.key} className="border-b border-ink/5 last:border-0" data-price={row.key}>
                <th scope="row" className="p-4 font-normal text-ink">
                  {row.label}
                </th>
                <td className="whitespace-nowrap p-4 text-right">
                  {formatEuros(row.euros)} {row.unit}
                </td>
                <td className="whitespace-nowrap p-4 text-right text-stone-600">{formatEuros(row.tax)}</td>
                <td className="whitespace-nowrap p-4 text-right font-semibold text-ink">{formatEuros(row.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="max-w-3xl list-disc space-y-2 pl-5 text-stone-600">
        <li>{text.taxNote(buying.tax.flatRate, buying.tax.crdsRate)}</li>
        {text.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <a className="focus-ring rounded-sm text-ink underline underline-offset-4" href={text.termsLink.href}>
          {text.termsLink.label}
        </a>
      </p>
    </div>
  )
}
