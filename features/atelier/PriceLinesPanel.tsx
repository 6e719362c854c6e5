import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { inputClass } from '../../components/ui/inputClass'
import { catalogue } from '../../lib/content/catalogue'
import { PriceLineForm } from './PriceLineForm'
import { PriceLineItem } from './PriceLineItem'
import { addPriceLine, deletePriceLine, memberPriceLines, priceLineChanges, type MemberPriceLine } from './priceLines'
import { QueryState } from './QueryState'
import { priceLineTexts as texts } from './texts/priceLines'
import { useMemberChange } from './useMemberChange'
import { useRemoval } from './useRemoval'

// « Tarifs »: one service at a time (the catalogue's, in its order), its lines in the order the site
// shows them, each with its actions; the form to add one; a deletion confirmed in a dialog.
export function PriceLinesPanel() {
  const [service, setService] = useState<string>(catalogue[0]?.slug ?? '')
  const lines = useQuery({ queryKey: ['price-lines'], queryFn: memberPriceLines })
  const remove = useMemberChange(priceLineChanges, (line: MemberPriceLine) => deletePriceLine(line.id), texts.removed)
  const removal = useRemoval(texts, (line: MemberPriceLine) => texts.removeBody(line.label), remove.mutate)
  return (
    <section aria-labelledby="price-lines-heading" className="mt-6 space-y-8">
      <div>
        <h2 id="price-lines-heading" className="heading-3">
          {texts.heading}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
        <label htmlFor="price-lines-service" className="mt-4 block font-medium text-ink">
          {texts.service}
        </label>
        <select id="price-lines-service" className={`${inputClass} mt-2`} value={service} onChange={(event) => setService(event.target.value)}>
          {catalogue.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </select>
        <QueryState query={lines} texts={texts}>
          {(all) => {
            const own = all.filter((line) => line.service === service)
            if (own.length === 0) return <p className="mt-4 text-stone-600">{texts.empty}</p>
            return (
              <ul className="mt-4 space-y-3">
                {own.map((line, index) => (
                  <PriceLineItem key={line.id} line={line} first={index === 0} last={index === own.length - 1} onRemove={() => removal.ask(line)} />
                ))}
              </ul>
            )
          }}
        </QueryState>
      </div>
      <PriceLineForm
        key={service}
        id="price-line-new"
        heading={texts.addHeading}
        submitLabel={texts.add}
        done={texts.added}
        send={(values) => addPriceLine(service, values)}
      />
      {removal.dialog}
    </section>
  )
}
