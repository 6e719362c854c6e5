import symbols from 'virtual:icon-sprite'

const spriteId = 'icon-symbols'

// In the browser the build gives no symbols: the ones the server wrote are read back from the page
// before React renders (this module loads before hydration), for the sprite is rendered anew, empty
// otherwise, when a client-side navigation replaces the layout.
const pageSymbols = symbols || (typeof document === 'undefined' ? '' : (document.getElementById(spriteId)?.innerHTML ?? ''))

/**
 * The symbols every <Icon> draws, in the page's own HTML: the icons are drawn with the first paint,
 * with no request of their own. The server writes them; the JavaScript does not carry them.
 */
export function IconSprite() {
  return <svg id={spriteId} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: pageSymbols }} />
}
