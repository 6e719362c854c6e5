import { contactServiceName } from '../../lib/content/contactChoices'
import { clockWords } from '../../supabase/functions/_shared/request/visitSlot'
import { visitTexts as texts } from './texts/visits'
import type { WeekVisit } from './visits'

/** The number as a phone dials it: digits, and a leading +. */
const dialable = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '')

interface Props {
  visit: WeekVisit
  busy: boolean
  onOpenRequest: (id: string) => void
  onRemove: (visit: WeekVisit) => void
}

// One visit of « Visites »: its time, who, for what, how to call them, where it stands.
export function VisitItem({ visit, busy, onOpenRequest, onRemove }: Props) {
  const pending = visit.status !== 'confirmed'
  const who = visit.name ?? texts.blockedSlot
  return (
    <li className="rounded-2xl border border-ink/15 bg-white p-4">
      <p className="text-ink">
        <strong className="font-semibold">{visit.visit_time ? clockWords(visit.visit_time) : texts.anyTime}</strong>
        {' — '}
        <span className="break-words font-semibold">{who}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
        {visit.service && <span>{contactServiceName(visit.service)}</span>}
        <span className={`rounded-full px-2 py-0.5 ${pending ? 'border border-gold-700 text-ink' : 'bg-ivory-200 text-ink'}`}>
          {visit.kind === 'phone' ? texts.byPhone : (texts.status[visit.status] ?? visit.status)}
        </span>
      </p>
      {visit.note && <p className="mt-1 whitespace-pre-line break-words text-sm italic text-stone-600">{visit.note}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {visit.phone ? (
          <a className="btn-secondary px-4 py-2" href={`tel:${dialable(visit.phone)}`}>
            {texts.call(visit.phone)}
          </a>
        ) : (
          <span className="self-center text-sm text-stone-600">{texts.noPhone}</span>
        )}
        {visit.kind === 'request' ? (
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => onOpenRequest(visit.id)}>
            {texts.openRequest}
          </button>
        ) : (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => onRemove(visit)}>
            {texts.remove}
          </button>
        )}
      </div>
    </li>
  )
}
