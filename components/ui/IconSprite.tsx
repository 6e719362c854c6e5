import symbols from 'virtual:icon-sprite'

/**
 * The symbols every <Icon> draws, in the page's own HTML: the icons are drawn with the first paint,
 * with no request of their own. The server writes them; the JavaScript does not carry them.
 *
 * In the browser the build gives no symbols: React leaves the server's as they are, when hydrating
 * (inner HTML is neither compared nor replaced then) and on every later render of the layout, which
 * is never built anew (pages/+onRenderClient.tsx; tests/e2e/layout.spec.ts navigates and looks).
 */
export function IconSprite() {
  return <svg id="icon-symbols" className="hidden" aria-hidden="true" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: symbols }} />
}
