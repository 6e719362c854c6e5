import { useState } from 'react'
import { eurosWords } from './frenchEuros'
import { PriceLineForm } from './PriceLineForm'
import { changePriceLine, priceLineChanges, movePriceLine, setPriceLineShown, type MemberPriceLine } from './priceLines'
import { priceLineTexts as texts } from './texts/priceLines'
import { useMemberChange } from './useMemberChange'

interface Props {
  line: MemberPriceLine
  first: boolean
  last: boolean
  onRemove: () => void
}

// One line as the owner sees it: hidden or not, and what can be done to it. The arrows are buttons
// with their own names, reached with Tab like the rest.
export function PriceLineItem({ line, first, last, onRemove }: Props) {
  const [editing, setEditing] = useState(false)
  const move = useMemberChange(priceLineChanges, (up: boolean) => movePriceLine(line.id, up), texts.moved)
  const shown = useMemberChange(priceLineChanges, (show: boolean) => setPriceLineShown(line.id, show), line.shown ? texts.hidden : texts.shown)
  const headingId = `price-line-${line.id}`
  if (editing)
    return (
      <li>
        <PriceLineForm
          id={`price-line-${line.id}-edit`}
          heading={texts.editHeading(line.label)}
          line={line}
          submitLabel={texts.save}
          done={texts.saved}
          send={(values) => changePriceLine(line.id, values)}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </li>
    )
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border p-4 ${line.shown ? 'border-ink/15 bg-white' : 'border-dashed border-ink/30 bg-ivory-200'}`}
        data-price-line={line.id}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-ink">
            {line.label}
          </h3>
          {!line.shown && <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-ivory">{texts.hiddenBadge}</span>}
        </div>
        <p className="mt-1 text-ink">{texts.from(eurosWords(line.cents / 100))}</p>
        {line.description && <p className="mt-1 text-sm text-stone-600">{line.description}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            aria-label={texts.moveUpLabel(line.label)}
            disabled={first || move.isPending}
            onClick={() => move.mutate(true)}
          >
            {texts.moveUp}
          </button>
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            aria-label={texts.moveDownLabel(line.label)}
            disabled={last || move.isPending}
            onClick={() => move.mutate(false)}
          >
            {texts.moveDown}
          </button>
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => setEditing(true)}>
            {texts.edit}
          </button>
          <button type="button" className="btn-secondary px-4 py-2" disabled={shown.isPending} onClick={() => shown.mutate(!line.shown)}>
            {line.shown ? texts.hide : texts.show}
          </button>
          <button type="button" className="btn-secondary px-4 py-2" onClick={onRemove}>
            {texts.remove}
          </button>
        </div>
      </article>
    </li>
  )
}
