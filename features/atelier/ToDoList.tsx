import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { openRequests, requestCardId } from './requests'
import { RequestCard } from './RequestCard'
import { toDo } from './texts/requests'
import { QueryState } from './QueryState'

interface Props {
  /** A request to bring into view and focus (opened from « Visites »), once the list shows it. */
  shown?: string | null
  onShown?: () => void
}

// « À traiter »: the open requests, oldest first.
export function ToDoList({ shown = null, onShown }: Props) {
  const requests = useQuery({ queryKey: ['requests'], queryFn: openRequests })
  useEffect(() => {
    if (!shown || !requests.data) return
    const card = document.getElementById(requestCardId(shown))
    card?.scrollIntoView({ block: 'start' })
    card?.focus({ preventScroll: true })
    onShown?.()
  }, [shown, requests.data, onShown])
  const now = new Date(requests.dataUpdatedAt)
  return (
    <section aria-labelledby="to-do-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="to-do-heading" className="heading-3">
          {toDo.heading}
        </h2>
        <button type="button" className="btn-secondary px-4 py-2" disabled={requests.isFetching} onClick={() => void requests.refetch()}>
          {toDo.refresh}
        </button>
      </div>
      <QueryState query={requests} texts={toDo}>
        {(list) => (
          <>
            <p className="mt-2 text-sm text-stone-600">{toDo.count(list.length)}</p>
            <ol className="mt-4 space-y-4">
              {list.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} now={now} />
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </section>
  )
}
