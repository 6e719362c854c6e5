import { useQuery } from '@tanstack/react-query'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { sitePublication } from './sitePublication'
import { sitePublicationTexts as texts } from './texts/sitePublication'

// How often the line is read again while the back office is open: a build takes a few minutes.
const REFRESH_MS = 20_000

/** One line below the tabs: whether the owner's changes have reached the public site. */
export function SitePublication() {
  const state = useQuery({ queryKey: ['site-publication'], queryFn: sitePublication, refetchInterval: REFRESH_MS, staleTime: 0 })
  const data = state.data
  if (!data || 'outcome' in data) return state.isError ? <Line tone="muted">{texts.unknown}</Line> : null
  const said = data.kind === 'failed' ? texts.failed(frenchDayTime(data.at)) : texts[data.kind]
  return <Line tone={data.kind === 'failed' || data.kind === 'stuck' || data.kind === 'no-hook' ? 'alert' : 'muted'}>{said}</Line>
}

function Line({ tone, children }: { tone: 'muted' | 'alert'; children: string }) {
  return (
    <p
      role="status"
      aria-label={texts.label}
      className={`mt-8 rounded-xl px-4 py-3 text-sm ${tone === 'alert' ? 'border border-rouge bg-white text-ink' : 'bg-ivory text-stone-700'}`}
    >
      {children}
    </p>
  )
}
