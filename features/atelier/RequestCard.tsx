import { useState } from 'react'
import { contactServiceName } from '../../lib/content/contactChoices'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { ConfirmDialog } from './ConfirmDialog'
import { DeclineDialog } from './DeclineDialog'
import { timeAgo } from './relativeTime'
import { QuoteControl } from './QuoteControl'
import { mailtoLink, whatsAppLink } from './replyLinks'
import { requestCardId, type OpenRequest } from './requests'
import { RequestPhoto } from './RequestPhoto'
import { RequestStatusControl } from './RequestStatusControl'
import { actionLabels, confirmations, pickTime, propose, toDo } from './texts/requests'
import { SlotDialog } from './SlotDialog'
import { useRequestAction } from './useRequestAction'

type Open = 'close' | 'cancel' | 'propose' | 'confirm' | 'decline' | null

export function RequestCard({ request, now }: { request: OpenRequest; now: Date }) {
  const [open, setOpen] = useState<Open>(null)
  const action = useRequestAction()
  const service = contactServiceName(request.service)
  const addressee = { name: request.name, email: request.email, phone: request.phone, serviceName: service }
  const whatsApp = whatsAppLink(addressee)
  const visit = request.visit
  const run = (name: Parameters<typeof action.mutate>[0]['action'], slot?: { day: string; time: string }, reason?: string) => {
    setOpen(null)
    action.mutate({ action: name, message: request.id, slot, reason })
  }
  const busy = action.isPending
  const headingId = `request-${request.id}`
  const created = new Date(request.created_at)

  return (
    <article
      id={requestCardId(request.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="focus-ring rounded-2xl border border-ink/15 bg-white p-4 sm:p-6"
    >
      <div className="flex gap-4">
        {request.file_url && <RequestPhoto name={request.file_url} visitor={request.name} />}
        <div className="min-w-0 flex-1">
          <p className="eyebrow">
            <span data-request-reference>{request.reference}</span> · {service}
          </p>
          <h3 id={headingId} className="mt-1 break-words font-serif text-xl font-semibold text-ink">
            {request.name}
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            {toDo.received}{' '}
            <time dateTime={request.created_at} title={frenchDayTime(created)}>
              {timeAgo(created, now)}
            </time>
            {request.replied_at && <span className="ml-2 rounded-full bg-ivory-200 px-2 py-0.5 text-ink">{toDo.replied}</span>}
            {request.acknowledged_at && !request.replied_at && <span className="ml-2 rounded-full bg-ivory-200 px-2 py-0.5 text-ink">{toDo.acknowledged}</span>}
          </p>
          {request.visit_date && (
            <p className="mt-2 text-ink">
              {toDo.visitAsked(slotWords(request.visit_date, request.visit_time, now))}
              {visit && ` — ${toDo.visitStatus[visit.status] ?? visit.status}`}
              {visit?.visit_date && visit.status !== 'requested' && ` (${slotWords(visit.visit_date, visit.visit_time, now)})`}
            </p>
          )}
        </div>
      </div>
      <RequestStatusControl id={request.id} name={request.name} email={request.email} status={request.status} />
      <QuoteControl id={request.id} reference={request.reference} name={request.name} email={request.email} status={request.status} quote={request.quote} />
      <details className="mt-3">
        <summary className="focus-ring cursor-pointer rounded text-sm font-semibold text-ink">{request.subject ?? toDo.readMessage}</summary>
        <p className="mt-2 whitespace-pre-line break-words text-stone-600">{request.message}</p>
        <p className="mt-2 break-words text-sm text-stone-600">
          {[request.email, request.phone && `${toDo.phone} ${request.phone}`].filter(Boolean).join(' · ')}
        </p>
      </details>
      <div className="mt-4 flex flex-wrap gap-2">
        {request.email && (
          <a className="btn-secondary px-4 py-2" href={mailtoLink({ ...addressee, email: request.email })}>
            {toDo.replyByEmail}
          </a>
        )}
        {whatsApp && (
          <a className="btn-secondary px-4 py-2" href={whatsApp} target="_blank" rel="noreferrer">
            {toDo.replyByWhatsApp}
          </a>
        )}
        {!request.replied_at && (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => run('reply')}>
            {actionLabels.reply}
          </button>
        )}
        {!request.acknowledged_at && !request.replied_at && (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => run('acknowledge')}>
            {actionLabels.acknowledge}
          </button>
        )}
        {visit && (visit.status === 'requested' || visit.status === 'proposed') && (
          <button
            type="button"
            className="btn-primary px-4 py-2"
            disabled={busy}
            onClick={() => (request.visit_time === null ? setOpen('confirm') : run('confirm'))}
          >
            {actionLabels.confirm}
          </button>
        )}
        {visit && (visit.status === 'requested' || visit.status === 'proposed') && (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => setOpen('decline')}>
            {actionLabels.decline}
          </button>
        )}
        {visit && visit.status !== 'cancelled' && visit.status !== 'declined' && (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => setOpen('propose')}>
            {actionLabels.propose}
          </button>
        )}
        {visit?.status === 'confirmed' && (
          <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => setOpen('cancel')}>
            {actionLabels.cancel}
          </button>
        )}
        <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={() => setOpen('close')}>
          {actionLabels.close}
        </button>
      </div>
      {(['close', 'cancel'] as const).map((name) => (
        <ConfirmDialog
          key={name}
          open={open === name}
          title={confirmations[name].title}
          description={confirmations[name].body(request.name)}
          confirmLabel={confirmations[name].confirm}
          cancelLabel={confirmations.keep}
          onConfirm={() => run(name)}
          onCancel={() => setOpen(null)}
        />
      ))}
      <DeclineDialog
        open={open === 'decline'}
        name={request.name}
        formId={`decline-${request.id}`}
        onDecline={(reason) => run('decline', undefined, reason)}
        onCancel={() => setOpen(null)}
      />
      <SlotDialog
        open={open === 'propose'}
        title={propose.title}
        help={propose.help}
        submitLabel={propose.send}
        day={visit?.visit_date ?? request.visit_date}
        formId={`propose-${request.id}`}
        onChoose={(slot) => run('propose', slot)}
        onCancel={() => setOpen(null)}
      />
      <SlotDialog
        open={open === 'confirm'}
        title={pickTime.title}
        help={pickTime.help}
        submitLabel={pickTime.send}
        day={request.visit_date}
        formId={`confirm-${request.id}`}
        onChoose={(slot) => run('confirm', slot)}
        onCancel={() => setOpen(null)}
      />
    </article>
  )
}
