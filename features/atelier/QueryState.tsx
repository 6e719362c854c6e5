import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

interface StateTexts {
  loading: string
  failed: string
  /** Said when the answer is an empty list; without it an empty list goes to `children` as any other. */
  empty?: string
}

/** A tab's answer from the database: « loading » while it comes, the failure said aloud, the empty case, else what `children` makes of it. */
export function QueryState<T>({ query, texts, children }: { query: UseQueryResult<T>; texts: StateTexts; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <p role="status" className="mt-4 text-stone-600">
        {texts.loading}
      </p>
    )
  if (query.isError)
    return (
      <p role="alert" className="mt-4 text-rouge">
        {texts.failed}
      </p>
    )
  if (texts.empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <p className="mt-4 text-stone-600">{texts.empty}</p>
  return <>{children(query.data)}</>
}
