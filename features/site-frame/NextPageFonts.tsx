import { useLayoutEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * Gives the web fonts, once loaded for it (lib/fonts/fontsForNextPage.ts), to the next page the
 * visitor opens: in the commit that shows that page, before it is drawn, so the new page and its
 * fonts appear together, right after the visitor's click, and nothing already drawn moves later.
 */
export function NextPageFonts() {
  const { urlPathname } = usePageContext()
  useLayoutEffect(() => {
    const root = document.documentElement
    if ('fontsReady' in root.dataset) root.dataset.fonts = ''
  }, [urlPathname])
  return null
}
