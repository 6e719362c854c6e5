/* global window, document, addEventListener, MutationObserver */
// Served to the engines' pages at /__engine-watch.js, first in <head> (tests/engines/stack.ts):
// WebDriver classic has no console, so the page records for the test what a visitor's console
// would show (errors, warnings, uncaught errors, unhandled rejections, CSP violations), every toast
// it announced and every time the pending indicator showed, however briefly.
;(() => {
  if (window.top !== window || window.__engineWatch) return
  const watch = (window.__engineWatch = { loadedAt: Date.now(), problems: [], toasts: [], pendingSeen: [] })
  const record = (kind, text) => watch.problems.push(`${kind}: ${text}`)
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = function (...args) {
      record(level, args.map((arg) => (arg instanceof Error ? arg.stack || arg.message : String(arg))).join(' '))
      return original.apply(this, args)
    }
  }
  addEventListener('error', (event) => record('uncaught', event.error?.stack || event.message))
  addEventListener('unhandledrejection', (event) => record('unhandledrejection', String(event.reason?.stack || event.reason)))
  document.addEventListener('securitypolicyviolation', (event) => record('csp', `${event.violatedDirective} ${event.blockedURI}`))

  const seen = new WeakSet()
  const scan = () => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      const title = toast.querySelector('[data-title]')?.textContent?.trim()
      if (!title || seen.has(toast)) continue
      seen.add(toast)
      watch.toasts.push({ title, description: toast.querySelector('[data-description]')?.textContent?.trim() ?? '', at: Date.now() })
    }
    for (const status of document.querySelectorAll('[role="status"]'))
      if (/en attente d'envoi/.test(status.textContent ?? '')) watch.pendingSeen.push({ text: status.textContent, at: Date.now() })
  }
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true, characterData: true })
})()
