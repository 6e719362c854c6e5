// The toasts' code (sonner) is fetched on the first toast. Where that fetch fails (offline on a page
// no service worker serves, or a cache that lacks the file), ToastHost shows nothing and what was
// asked for would wait unseen. This module comes with the code that needs to be heard (the sending
// code): it then says those things in a live region of its own, built with the DOM alone, so that it
// needs no other file, no React root, and no byte of the page's first load.
import { closeToastLabel } from '../../lib/content/ui'
import { attachToastListener, type ToastRequest } from '../../lib/toast/notify'

const regionClass = 'fixed inset-x-4 bottom-16 z-50 flex flex-col gap-2 sm:left-auto sm:right-6 sm:w-96'
const noticeClass = 'relative rounded-xl bg-white p-4 pr-10 text-sm text-ink shadow-lg ring-1 ring-ink/10'
const titleClass = 'font-semibold'
const closeClass = 'focus-ring absolute right-2 top-2 rounded-full px-2 text-lg leading-none'
const actionClass = 'btn-primary mt-3 !px-3 !py-1.5 !text-xs'

let region: HTMLElement | null = null

function element<K extends keyof HTMLElementTagNameMap>(tag: K, elementClass: string, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  made.className = elementClass
  if (text) made.textContent = text
  return made
}

function showInPage({ title, description, action }: ToastRequest): void {
  const fresh = !region
  if (!region) {
    region = document.body.appendChild(element('div', regionClass))
    region.setAttribute('role', 'status')
  }
  const notice = element('div', noticeClass)
  notice.append(element('p', titleClass, title))
  if (description) notice.append(element('p', '', description))
  if (action) {
    const act = notice.appendChild(element('button', actionClass, action.label))
    act.type = 'button'
    act.onclick = () => {
      notice.remove()
      action.onClick()
    }
  }
  const close = notice.appendChild(element('button', closeClass, '×'))
  close.type = 'button'
  close.setAttribute('aria-label', closeToastLabel)
  close.onclick = () => notice.remove()
  const target = region
  // A screen reader announces what changes in a live region it already knows: a region just
  // created gets its first notice a moment later.
  if (fresh) setTimeout(() => target.append(notice), 100)
  else target.append(notice)
}

/** Makes sure the toasts asked for are seen: by sonner where its code loads, in the page's own region where it cannot. */
export function ensureToastsShown(): void {
  // The very module ToastHost loads: where it fails here, ToastHost has nothing to show either. The
  // toasts waiting go to the page's region then, and so does every later one.
  import('./SonnerToaster').catch(() => attachToastListener(showInPage))
}
