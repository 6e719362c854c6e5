import { skipLinkText } from '../../lib/content/layout'
import { mainContentId } from '../../lib/mainContent'

export function SkipLink() {
  return (
    <a href={`#${mainContentId}`} className="focus-ring sr-only focus:(not-sr-only fixed left-4 top-4 z-100 rounded bg-ink px-4 py-2 text-ivory)">
      {skipLinkText}
    </a>
  )
}
