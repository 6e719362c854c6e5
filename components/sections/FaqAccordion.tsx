import { useId, useState } from 'react'
import type { FaqItem } from '../../lib/content/types'
import { Icon } from '../ui/Icon'

// One answer open at a time, the first by default; a click on the open question closes it.
// Buttons with aria-expanded/aria-controls (WAI-ARIA APG accordion), so Tab, Enter and Space work.
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  const baseId = useId()
  return (
    <div className="divide-y divide-ink/10 rounded-xl bg-white shadow-sm ring-1 ring-ink/10">
      {items.map((item, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={item.question} data-faq-item data-open={open}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="focus-ring group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-medium text-ink hover:text-gold-700"
              >
                {item.question}
                <Icon
                  name="plus"
                  className={`h-5 w-5 shrink-0 text-gold-700 group-hover:transition-transform group-focus-visible:transition-transform ${open ? 'rotate-45' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-6 pb-6 text-stone-600">
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
