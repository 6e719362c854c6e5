import { ConfirmDialog } from './ConfirmDialog'
import { eurosWords } from './frenchEuros'
import type { SaveAnswer } from './goldPrices'
import { goldTexts as texts, priceLabel } from './texts/goldPrices'

type Changes = Extract<SaveAnswer, { outcome: 'needs_confirmation' }>

// What the database asks to confirm before publishing: prices moved beyond its bound, titles dropped.
export function PriceChangesDialog({ changes, onConfirm, onCancel }: { changes: Changes | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={changes !== null}
      title={texts.confirmTitle}
      description={texts.confirmBody}
      confirmLabel={texts.confirm}
      cancelLabel={texts.keep}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className="mt-4 list-disc space-y-1 pl-5 text-ink">
        {changes?.moved.map((item) => (
          <li key={priceLabel(item)}>{texts.moved(priceLabel(item), eurosWords(Number(item.previous)), eurosWords(Number(item.euros)))}</li>
        ))}
        {changes?.dropped.map((item) => (
          <li key={priceLabel(item)}>{texts.dropped(priceLabel(item), eurosWords(Number(item.previous)))}</li>
        ))}
      </ul>
    </ConfirmDialog>
  )
}
