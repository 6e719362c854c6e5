// The page's side of the outbox, loaded when idle on every page: it delivers what waits (the
// fallback where Background Sync is missing: on load and when the connection returns) and tells
// the indicator what is pending or was refused. Supabase's clients load only if something waits.
import { contactToasts } from '../contact/contactToasts'
import { drainOutbox, onOutboxChange, openOutbox, type Outbox, type OutboxEntry } from '../outbox'
import { notify } from '../toast/notify'

export interface RefusedMessage {
  id: string
  subject: string | null
  text: string
  queuedAt: number
  dismiss(): Promise<void>
}

export interface OutboxSnapshot {
  pending: number
  refused: RefusedMessage[]
}

export function watchOutbox(onSnapshot: (snapshot: OutboxSnapshot) => void): () => void {
  let outbox: Outbox | null = null
  let stopped = false
  let draining = false
  // A trigger (the connection returning) that arrives during a drain runs another one after it.
  let drainAgain = false

  const refresh = async () => {
    if (!outbox || stopped) return
    const [pending, refused] = await Promise.all([outbox.pendingCount(), outbox.refused()])
    onSnapshot({ pending, refused: refused.map(toRefused) })
  }
  const toRefused = (entry: OutboxEntry): RefusedMessage => ({
    id: entry.id,
    subject: entry.message.row.subject,
    text: entry.message.row.message,
    queuedAt: entry.queuedAt,
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
      const [{ deliverContactMessage }, { supabaseTarget }] = await Promise.all([import('../contact/deliver'), import('../supabase/target')])
      const result = await drainOutbox(outbox, (message) => deliverContactMessage(message, supabaseTarget), { ignoreBackoff })
      if (result.delivered > 0) notify({ ...contactToasts.deliveredLater(result.delivered), variant: 'success' })
    } finally {
      draining = false
      await refresh()
      if (drainAgain) {
        drainAgain = false
        void drain(true)
      }
    }
  }
  const onOnline = () => void drain(true)

  const unsubscribe = onOutboxChange(() => void refresh())
  window.addEventListener('online', onOnline)
  void openOutbox()
    .then(async (opened) => {
      if (stopped) return opened.close()
      outbox = opened
      await refresh()
      await drain(true)
    })
    .catch(() => undefined)

  return () => {
    stopped = true
    unsubscribe()
    window.removeEventListener('online', onOnline)
    outbox?.close()
  }
}
