import { useState } from 'react'
import { contactServiceName } from '../../lib/content/contactChoices'
import { inputClass } from '../../components/ui/inputClass'
import { slotWords } from '../../supabase/functions/_shared/visitSlot'
import { closureDays } from './closureWords'
import type { ClosureInput, CoveredVisit } from './closures'
import { ConfirmDialog } from './ConfirmDialog'
import { closureTexts as texts } from './texts/closures'

interface Props {
  pending: { closure: ClosureInput; visits: CoveredVisit[]; changed: boolean } | null
  busy: boolean
  onConfirm: (message: string) => void
  onCancel: () => void
}

// The confirmation of a closure: the confirmed visits it will cancel, listed, with the message their
// visitors will read. When the list moved meanwhile, the new one is shown and the question asked again.
export function CloseDaysDialog({ pending, busy, onConfirm, onCancel }: Props) {
  const [message, setMessage] = useState('')
  const visits = pending?.visits ?? []
  const days = pending ? closureDays(pending.closure.firstDay, pending.closure.lastDay) : ''
  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.confirmTitle}
      description={visits.length === 0 ? texts.noVisits(days) : texts.someVisits(days, visits.length)}
      confirmLabel={visits.length === 0 ? texts.confirmClose : texts.confirmCloseCancelling(visits.length)}
      cancelLabel={texts.keep}
      onConfirm={() => !busy && onConfirm(message)}
      onCancel={onCancel}
    >
      {pending?.changed && (
        <p role="alert" className="mt-3 font-semibold text-rouge">
          {texts.visitsChanged}
        </p>
      )}
      {visits.length > 0 && (
        <>
          <ul className="mt-4 space-y-2" aria-label={texts.confirmTitle}>
            {visits.map((visit) => (
              <li key={visit.message_id} className="rounded-lg bg-white p-3 text-ink">
                <span className="font-semibold">{visit.name}</span> — {contactServiceName(visit.service)}, {slotWords(visit.visit_date, visit.visit_time)}
              </li>
            ))}
          </ul>
          <label htmlFor="closure-message" className="mt-4 block font-medium text-ink">
            {texts.message}
          </label>
          <textarea id="closure-message" rows={3} className={`${inputClass} mt-2`} value={message} onChange={(event) => setMessage(event.target.value)} />
        </>
      )}
    </ConfirmDialog>
  )
}
