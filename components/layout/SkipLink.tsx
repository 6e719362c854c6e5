import { skipLinkText } from '../../lib/content/layout'

export function SkipLink() {
  return (
    <a href="#contenu" className="focus-ring sr-only focus:(not-sr-only fixed left-4 top-4 z-100 rounded bg-ink px-4 py-2 text-ivory)">
      {skipLinkText}
    </a>
  )
}
