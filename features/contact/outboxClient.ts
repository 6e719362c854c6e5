// The page's side of the outbox, loaded when idle on every page: it delivers what waits (the
// fallback where Background Sync is missing: on load, when the connection returns, when the tab
// comes back to the foreground, and when a message's backoff ends while the page is open), tells
// the indicator what is pending or was refused, and tells the visitor, once, of every delivery.
// Supabase's clients load only if something waits.
import { openContactOutbox, refusedFieldOf, type ContactOutbox, type ContactOutboxEntry } from './contactOutbox'
import { contactToasts } from './contactToasts'
import { fieldNames } from './refusal'
import { VISIT_LEFT_OUT } from './visitLeftOut'
import { onOutboxChange } from './outbox'
import { notify } from '../../lib/toast/notify'

export interface RefusedMessage {
  id: string
  subject: string | null
  text: string
  queuedAt: number
  /** What to fix, as the panel says it ("l'adresse e-mail"); null when it is nothing the visitor typed. */
  fieldName: string | null
  dismiss(): Promise<void>
}

export interface OutboxSnapshot {
  pending: number
  refused: RefusedMessage[]
}

function fieldNameOf(entry: ContactOutboxEntry): string | null {
  const field = refusedFieldOf(entry)
  return field && fieldNames[field]
}

export function watchOutbox(onSnapshot: (snapshot: OutboxSnapshot) => void): () => void {
  let outbox: ContactOutbox | null = null
  let stopped = false
  let draining = false
  // A trigger (the connection returning) that arrives during a drain runs another one after it.
  let drainAgain = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const refresh = async () => {
    if (!outbox || stopped) return
    // A message being sent (this tab's form, another tab, the worker) is not shown as waiting.
    const [pending, refused, receipts] = await Promise.all([outbox.waitingCount(), outbox.refused(), outbox.takeReceipts()])
    onSnapshot({ pending, refused: refused.map(toRefused) })
    // Whoever delivered them (this page, another tab, the service worker while no page was open).
    const visitsLeftOut = receipts.filter((receipt) => receipt.remark === VISIT_LEFT_OUT).length
    if (receipts.length > 0) notify({ ...contactToasts.deliveredLater(receipts.length, visitsLeftOut), variant: 'success' })
  }
  const toRefused = (entry: ContactOutboxEntry): RefusedMessage => ({
    id: entry.id,
    subject: entry.message.row.subject,
    text: entry.message.row.message,
    queuedAt: entry.queuedAt,
    fieldName: fieldNameOf(entry),
    dismiss: async () => {
      await outbox?.remove(entry.id)
      await refresh()
    },
  })
  const drain = async (ignoreBackoff: boolean) => {
    if (!outbox || stopped || !navigator.onLine) return
    if (draining) {
      drainAgain = true
      return
    }
    draining = true
    try {
      if ((await outbox.pendingCount()) === 0) return
      const { deliverQueuedMessages } = await import('./delivery')
      // A proof of work the database asks for (the site flooded) is computed in a worker fetched only then.
      await deliverQueuedMessages(outbox, { ignoreBackoff }, async (challenge) => (await import('./solveInWorker')).solveInWorker(challenge))
    } finally {
      draining = false
      await refresh()
      if (drainAgain) {
        drainAgain = false
        void drain(true)
      } else await retryWhenDue()
    }
  }
  // A message the server could not take yet (an outage, a rotated key) is tried again when its
  // backoff ends, for as long as the page stays open. One claimed by another tab or the worker is
  // looked at again a second later.
  const retryWhenDue = async () => {
    clearTimeout(retryTimer)
    if (!outbox || stopped) return
    const due = (await outbox.list()).filter((entry) => entry.state === 'pending').map((entry) => entry.nextAttemptAt)
    if (!due.length) return
    const wait = Math.min(Math.max(Math.min(...due) - Date.now(), 1_000), 2 ** 31 - 1)
    retryTimer = setTimeout(() => void drain(false), wait)
  }
  const onOnline = () => void drain(true)
  // A tab coming back to the foreground may have had its timers slowed or frozen meanwhile.
  const onVisible = () => document.visibilityState === 'visible' && void drain(false)

  // A message queued or released elsewhere (the form's first attempt failed, another tab) is tried
  // again here when its backoff ends.
  const unsubscribe = onOutboxChange(() => void refresh().then(() => (draining ? undefined : retryWhenDue())))
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  void openContactOutbox()
    .then(async (opened) => {
      if (stopped) return opened.close()
      outbox = opened
      await refresh()
      await drain(true)
    })
    .catch(() => undefined)

  return () => {
    stopped = true
    clearTimeout(retryTimer)
    unsubscribe()
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    outbox?.close()
  }
}
