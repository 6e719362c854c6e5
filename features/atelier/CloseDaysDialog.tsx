import { useState } from 'react'
import { contactServiceName } from '../../lib/content/contactChoices'
import { inputClass } from '../../components/ui/inputClass'
import { telLink } from '../../supabase/functions/_shared/phoneLinks'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { closureDays } from './closureWords'
import type { ClosureInput, CoveredVisits } from './closures'
import { ConfirmDialog } from './ConfirmDialog'
import { closureTexts as texts } from './texts/closures'

interface Props {
  pending: { closure: ClosureInput; covered: CoveredVisits; changed: boolean } | null
  busy: boolean
  onConfirm: (message: string) => void
  onCancel: () => void
}

// The confirmation of a closure: the confirmed visits it will cancel, listed, with the message their
// visitors will read; and the visits booked by phone it will remove, with their numbers, since those
// people get no e-mail. When the lists moved meanwhile, the new ones are shown and the question asked again.
export function CloseDaysDialog({ pending, busy, onConfirm, onCancel }: Props) {
  const [message, setMessage] = useState('')
  const visits = pending?.covered.visits ?? []
  const phoneVisits = pending?.covered.phoneVisits ?? []
  const total = visits.length + phoneVisits.length
  const days = pending ? closureDays(pending.closure.firstDay, pending.closure.lastDay) : ''
  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.confirmTitle}
      description={total === 0 ? texts.noVisits(days) : texts.covered(days, visits.length, phoneVisits.length)}
      confirmLabel={total === 0 ? texts.confirmClose : texts.confirmCloseCancelling(total)}
      cancelLabel={texts.keep}
      onConfirm={() => onConfirm(message)}
      onCancel={onCancel}
      busy={busy}
    >
      {pending?.changed && (
        <p role="alert" className="mt-3 font-semibold text-rouge">
          {texts.visitsChanged}
        </p>
      )}
      {visits.length > 0 && (
        <>
          <h3 id="closure-visits" className="mt-4 font-semibold text-ink">
            {texts.visitsHeading}
          </h3>
          <ul className="mt-2 space-y-2" aria-labelledby="closure-visits">
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
      {phoneVisits.length > 0 && (
        <>
          <h3 id="closure-phone-visits" className="mt-4 font-semibold text-ink">
            {texts.phoneHeading}
          </h3>
          <ul className="mt-2 space-y-2" aria-labelledby="closure-phone-visits">
            {phoneVisits.map((visit) => {
              const call = visit.phone ? telLink(visit.phone) : null
              return (
                <li key={visit.id} className="rounded-lg bg-white p-3 text-ink">
                  <span className="break-words font-semibold">{visit.name}</span> — {slotWords(visit.visit_date, visit.visit_time)}
                  <span className="mt-1 block">
                    {call ? (
                      <a className="font-medium text-ink underline underline-offset-2" href={call}>
                        {texts.call(visit.phone!)}
                      </a>
                    ) : (
                      <span className="text-sm text-stone-600">{visit.phone ?? texts.noPhone}</span>
                    )}
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </ConfirmDialog>
  )
}
