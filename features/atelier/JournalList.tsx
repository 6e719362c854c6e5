import { useQuery } from '@tanstack/react-query'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { journalRows } from './journal'
import { actionWords, actorWords, subjectWords } from './journalWords'
import { journalTexts as texts } from './texts/journal'
import { QueryState } from './QueryState'

// « Journal »: who did what, when, on which request.
export function JournalList() {
  const rows = useQuery({ queryKey: ['journal'], queryFn: journalRows })
  return (
    <section aria-labelledby="journal-heading" className="mt-6">
      <h2 id="journal-heading" className="heading-3">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
      <QueryState query={rows} texts={texts}>
        {(list) => (
          <ol className="mt-4 divide-y divide-ink/10 rounded-2xl border border-ink/15 bg-white">
            {list.map((row) => {
              const subject = subjectWords(row)
              return (
                <li key={row.id} className="p-4">
                  <p className="text-ink">
                    <strong className="break-words font-semibold">{actorWords(row)}</strong> {actionWords(row.action)}
                    {subject && <> — {subject}</>}
                  </p>
                  <p className="mt-1 text-sm text-stone-600">
                    <time dateTime={row.at}>{frenchDayTime(row.at)}</time>
                  </p>
                </li>
              )
            })}
          </ol>
        )}
      </QueryState>
    </section>
  )
}
