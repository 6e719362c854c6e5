import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import { ClosureForm } from './ClosureForm'
import { closureDays } from './closureWords'
import { removeClosure, upcomingClosures, type Closure } from './closures'
import { closureTexts as texts } from './texts/closures'
import { failedText } from './texts/requests'
import { QueryState } from './QueryState'
import { useRemoval } from './useRemoval'

// « Fermetures »: the upcoming closures, each removable after a confirmation, and the form to add one.
export function ClosuresPanel() {
  const queryClient = useQueryClient()
  const closures = useQuery({ queryKey: ['closures'], queryFn: upcomingClosures })
  const remove = useMutation({
    mutationFn: (closure: Closure) => removeClosure(closure.id),
    onSuccess: (removed) => notify({ title: removed ? texts.removed : texts.removedAlready, variant: removed ? 'success' : 'error' }),
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['closures', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const removal = useRemoval(texts, (closure: Closure) => texts.removeBody(closureDays(closure.first_day, closure.last_day)), remove.mutate)
  return (
    <section aria-labelledby="closures-heading" className="mt-6 space-y-8">
      <div>
        <h2 id="closures-heading" className="heading-3">
          {texts.heading}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
        <QueryState query={closures} texts={texts}>
          {(list) => (
            <ul className="mt-4 space-y-3">
              {list.map((closure) => (
                <li key={closure.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink/15 bg-white p-4">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink first-letter:uppercase">{closureDays(closure.first_day, closure.last_day)}</p>
                    {closure.reason && <p className="text-stone-600">{closure.reason}</p>}
                    {closure.note && <p className="text-sm italic text-stone-600">{closure.note}</p>}
                  </div>
                  <button type="button" className="btn-secondary px-4 py-2" disabled={remove.isPending} onClick={() => removal.ask(closure)}>
                    {texts.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <ClosureForm />
      {removal.dialog}
    </section>
  )
}
