import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { QuoteAnswer } from './quoteApi'
import { quoteTexts } from './texts/quote'

interface Props {
  /** The answer asked for, or null when closed. */
  answer: QuoteAnswer | null
  amount: string
  onConfirm: (answer: QuoteAnswer) => void
  onCancel: () => void
}

// The question each answer asks first. The safe answer, « Revenir au devis », holds the focus.
export function QuoteAnswerDialog({ answer, amount, onConfirm, onCancel }: Props) {
  const words = answer ? quoteTexts.confirm[answer] : null
  return (
    <Dialog open={answer !== null} onClose={onCancel} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/60" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-ivory p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-serif text-2xl text-ink">{words?.title}</DialogTitle>
          <Description className="mt-3 text-stone-600">{words?.body(amount)}</Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- Headless UI's own way of choosing the focus in a dialog. */}
            <button type="button" className="btn-secondary" autoFocus onClick={onCancel}>
              {quoteTexts.keep}
            </button>
            <button type="button" className="btn-primary" onClick={() => answer && onConfirm(answer)}>
              {words?.yes}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
