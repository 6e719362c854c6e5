import { useId, useState } from 'react'
import { totalTaxRate } from '../../lib/goldTax'
import type { GoldBuying } from '../../lib/ownerFacts'
import { goldSimulatorLabel, goldSimulatorText as text } from './texts'
import { estimateSale, parseWeight } from './estimate'
import { formatEuros, formatPriceDate, priceKey, priceLabel } from './priceList'
import { useGoldBuying } from './livePrices'

export default function GoldSimulator({ built }: { built: GoldBuying }) {
  const buying = useGoldBuying(built)
  const titles = buying.prices.filter((price) => price.kind === 'gram')
  const [weight, setWeight] = useState('10')
  const [chosenKey, setChosenKey] = useState('or-750')
  const id = useId()
  const chosen = titles.find((price) => priceKey(price) === chosenKey) ?? titles[0]
  const grams = parseWeight(weight)
  const estimate = grams === null || !chosen ? null : estimateSale(grams, chosen.euros, buying.tax)
  return (
    <div className="grid gap-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8 lg:grid-cols-2">
      <form className="space-y-6" onSubmit={(e) => e.preventDefault()} aria-label={goldSimulatorLabel}>
        <div>
          <label htmlFor={`${id}-poids`} className="block font-medium text-ink">
            {text.weightLabel}
          </label>
          <input
            id={`${id}-poids`}
            inputMode="decimal"
            autoComplete="off"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            aria-invalid={grams === null}
            aria-describedby={grams === null ? `${id}-erreur` : undefined}
            className="focus-ring mt-2 w-full rounded-lg border border-ink/20 bg-ivory-100 px-4 py-3 text-lg"
          />
          {grams === null && (
            <p id={`${id}-erreur`} className="mt-2 text-sm text-rouge">
              {text.weightError}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="font-medium text-ink">{text.purityLabel}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {titles.map((price) => (
              <label key={priceKey(price)} className="cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-titre`}
                  value={priceKey(price)}
                  checked={chosen === price}
                  onChange={() => setChosenKey(priceKey(price))}
                  className="peer sr-only"
                />
                <span className="block rounded-full border border-ink/20 px-4 py-2 text-sm peer-checked:(border-ink bg-ink text-ivory) peer-focus-visible:(outline-2 outline-offset-2 outline-gold-500 outline-solid)">
                  {priceLabel(price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
      <div className="flex flex-col justify-between rounded-lg bg-ink p-6 text-ivory">
        <div aria-live="polite">
          <p className="text-sm uppercase tracking-widest text-gold-300">{text.resultLabel}</p>
          <p className="mt-2 font-serif text-5xl" data-testid="gold-estimate">
            {estimate === null ? '—' : formatEuros(estimate.net)}
          </p>
          {chosen && estimate && (
            <p className="mt-3 text-sm text-ivory/75" data-testid="gold-estimate-assumptions">
              {text.assumptions(
                priceLabel(chosen),
                formatEuros(chosen.euros),
                formatPriceDate(buying.pricedOn),
                totalTaxRate(buying.tax),
                formatEuros(estimate.tax),
              )}
            </p>
          )}
        </div>
        <p className="mt-6 border-t border-ivory/20 pt-4 text-sm text-ivory/85">{text.notice}</p>
        <a href={text.cta.href} className="btn-light mt-6 self-start">
          {text.cta.label}
        </a>
      </div>
    </div>
  )
}
