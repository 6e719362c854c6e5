import { contactServiceName } from '../../lib/content/contactChoices'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { ClientDownloads } from './ClientDownloads'
import { storedPhotos, type FoundClient } from './clients'
import { RequestPhoto } from './RequestPhoto'
import { clientTexts as texts, visitStatusWords } from './texts/clients'

// What the workshop holds about one address: the counts, each message with its date, service, visit
// and photo; then the files to hand over, and the erasure.
export function ClientRecord({ client, erasing, onErase }: { client: FoundClient; erasing: boolean; onErase: () => void }) {
  return (
    <div className="mt-6 space-y-4">
      <h3 className="break-words font-serif text-xl font-semibold text-ink">{texts.found(client.address)}</h3>
      <p className="text-ink">{texts.summary(client.messages.length, client.visits.length, storedPhotos(client))}</p>
      {client.rate_limit_rows > 0 && <p className="text-sm text-stone-600">{texts.traces(client.rate_limit_rows)}</p>}
      <ul className="space-y-3">
        {client.messages.map((message) => {
          const visit = client.visits.find((each) => each.message_id === message.id)
          const photo = client.photos.find((each) => each.message_id === message.id)
          return (
            <li key={message.id} className="flex flex-wrap gap-4 rounded-2xl border border-ink/15 bg-white p-4">
              <div className="min-w-0 flex-1 basis-60">
                <p className="font-semibold text-ink">
                  {contactServiceName(message.service)} — {message.name}
                </p>
                <p className="text-sm text-stone-600">
                  <time dateTime={message.created_at}>{texts.received(frenchDayTime(message.created_at))}</time>
                </p>
                {message.subject && <p className="mt-2 text-ink">{message.subject}</p>}
                <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-stone-600">{message.message}</p>
                {visit && (
                  <p className="mt-2 text-sm text-ink">
                    {texts.visit(visitStatusWords[visit.status] ?? visit.status, slotWords(visit.visit_date, visit.visit_time))}
                  </p>
                )}
                {photo && !photo.stored && <p className="mt-2 text-sm text-stone-600">{texts.photoGone}</p>}
              </div>
              {photo?.stored && <RequestPhoto name={photo.name} visitor={message.name} />}
            </li>
          )
        })}
      </ul>
      <ClientDownloads client={client} />
      {(client.messages.length > 0 || client.rate_limit_rows > 0) && (
        <button type="button" className="btn-secondary" disabled={erasing} onClick={onErase}>
          {erasing ? texts.erasing : texts.erase}
        </button>
      )}
    </div>
  )
}
