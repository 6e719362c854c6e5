/* global window, document, addEventListener, MutationObserver */
// Served to the engines' pages at /__engine-watch.js, first in <head> (tests/engines/stack.ts):
// WebDriver classic has no console, so the page records for the test what a visitor's console
// would show (errors, warnings, uncaught errors, unhandled rejections, CSP violations), every toast
// it announced and every time the pending indicator showed, however briefly; and, when a test asks,
// it presses a link before the page has hydrated.
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
      if (/en attente d’envoi/.test(status.textContent ?? '')) watch.pendingSeen.push({ text: status.textContent, at: Date.now() })
  }
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true, characterData: true })

  // A visitor's early press, asked for by the test (the link's selector, kept for this tab's next
  // page): the link is pressed as soon as the client router has taken the page (its history entry
  // carries Vike's state), which on a slow link comes before the page's own code and its hydration.
  const early = window.sessionStorage.getItem('engine-early-press')
  if (early) {
    window.sessionStorage.removeItem('engine-early-press')
    const timer = window.setInterval(() => {
      const link = document.querySelector(early)
      if (!link || window.history.state?.vike === undefined) return
      window.clearInterval(timer)
      watch.earlyPress = { hydrated: document.documentElement.dataset.hydrated === 'true', historyLength: window.history.length }
      link.click()
    }, 5)
  }
})()
