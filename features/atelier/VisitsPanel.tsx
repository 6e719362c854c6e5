import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '../../lib/toast/notify'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { parisToday } from './parisToday'
import { PhoneVisitDialog } from './PhoneVisitDialog'
import { failedText, notMemberText, signedOutText } from './texts/requests'
import { visitTexts as texts } from './texts/visits'
import { visitDays } from './visitDays'
import { VisitItem } from './VisitItem'
import { removePhoneVisit, visitsBetween, type PhoneVisitAnswer, type WeekVisit } from './visits'
import { QueryState } from './QueryState'
import { useRemoval } from './useRemoval'

const removedWords = (answer: PhoneVisitAnswer) =>
  answer.outcome === 'done'
    ? { title: texts.removed, variant: 'success' as const }
    : answer.outcome === 'already'
      ? { title: texts.removedAlready, variant: 'error' as const }
      : { title: answer.reason === 'not_member' ? notMemberText : answer.reason === 'not_signed_in' ? signedOutText : failedText, variant: 'error' as const }

// « Visites »: seven days from today in Paris (then the next seven, on demand), each with its visits
// or saying it has none; a visit booked by phone is added here and removed after a confirmation.
export function VisitsPanel({ onOpenRequest }: { onOpenRequest: (id: string) => void }) {
  const queryClient = useQueryClient()
  const [page, setPage] = useState(0)
  const [booking, setBooking] = useState(false)
  const today = parisToday()
  const days = visitDays(today, page, [])
  const [first, last] = [days[0]!.day, days.at(-1)!.day]
  const visits = useQuery({ queryKey: ['visits', first, last], queryFn: () => visitsBetween(first, last) })
  const remove = useMutation({
    mutationFn: (visit: WeekVisit) => removePhoneVisit(visit.id),
    onSuccess: (answer) => notify(removedWords(answer)),
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['visits', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const removal = useRemoval(
    texts,
    (visit: WeekVisit) => texts.removeBody(visit.name ?? texts.blockedSlot, slotWords(visit.visit_date, visit.visit_time)),
    remove.mutate,
  )
  return (
    <section aria-labelledby="visits-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visits-heading" className="heading-3">
          {texts.heading}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary px-4 py-2" disabled={visits.isFetching} onClick={() => void visits.refetch()}>
            {texts.refresh}
          </button>
          <button type="button" className="btn-primary px-4 py-2" onClick={() => setBooking(true)}>
            {texts.book}
          </button>
        </div>
      </div>
      <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {page > 0 && (
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => setPage(page - 1)}>
            {texts.previousDays}
          </button>
        )}
        <button type="button" className="btn-secondary px-4 py-2" onClick={() => setPage(page + 1)}>
          {texts.nextDays}
        </button>
      </div>
      <QueryState query={visits} texts={texts}>
        {(data) => (
          <div className="mt-4 space-y-6">
            {visitDays(today, page, data).map((day) => (
              <section key={day.day} aria-labelledby={`visits-${day.day}`}>
                <h3 id={`visits-${day.day}`} className="font-serif text-xl font-semibold text-ink">
                  {day.name}
                </h3>
                {day.visits.length === 0 ? (
                  <p className="mt-2 text-stone-600">{texts.noVisit}</p>
                ) : (
                  <ol className="mt-2 space-y-3">
                    {day.visits.map((visit) => (
                      <VisitItem key={`${visit.kind}-${visit.id}`} visit={visit} busy={remove.isPending} onOpenRequest={onOpenRequest} onRemove={removal.ask} />
                    ))}
                  </ol>
                )}
              </section>
            ))}
          </div>
        )}
      </QueryState>
      <PhoneVisitDialog open={booking} onClose={() => setBooking(false)} />
      {removal.dialog}
    </section>
  )
}
