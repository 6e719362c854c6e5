import { usePageContext } from 'vike-react/usePageContext'
import { frenchDayTime } from '../../lib/content/frenchDates'
import type { RefusedMessage } from './outboxClient'
import { refusedMessagesTexts } from './texts/refusedMessagesTexts'

// A message the server refused stays on the device until the visitor has read it back.
export default function RefusedMessages({ entries: all }: { entries: RefusedMessage[] }) {
  // The message the contact form has taken back to be corrected is in front of the visitor already.
  const beingCorrected = usePageContext().urlParsed?.search.reprendre
  const entries = all.filter((entry) => entry.id !== beingCorrected)
  if (!entries.length) return null
  return (
    <section
      role="alert"
      aria-labelledby="messages-refuses-titre"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-rouge/40"
    >
      <h2 id="messages-refuses-titre" className="font-serif text-xl text-ink">
        {refusedMessagesTexts.title(entries.length)}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{refusedMessagesTexts.explanation}</p>
      <ul className="mt-4 max-h-64 space-y-3 overflow-y-auto">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg bg-ivory-200 p-3 text-sm">
            <p className="font-medium text-ink">
              {entry.subject ?? refusedMessagesTexts.untitled} — {frenchDayTime(entry.queuedAt, { figures: true })}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-stone-600" data-refused-text>
              {entry.text}
            </p>
            {entry.fieldName && <p className="mt-2 font-medium text-rouge">{refusedMessagesTexts.toFix(entry.fieldName)}</p>}
            <div className="mt-2 flex flex-wrap gap-2">
              <a href={`/contact?reprendre=${encodeURIComponent(entry.id)}`} className="btn-primary !px-3 !py-1.5 !text-xs">
                {refusedMessagesTexts.correct}
              </a>
              <button type="button" className="btn-secondary !px-3 !py-1.5 !text-xs" onClick={() => void navigator.clipboard?.writeText(entry.text)}>
                {refusedMessagesTexts.copy}
              </button>
              <button type="button" className="btn-secondary !px-3 !py-1.5 !text-xs" onClick={() => void entry.dismiss()}>
                {refusedMessagesTexts.dismiss}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
