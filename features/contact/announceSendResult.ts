// One toast per outcome of sending from the form, each saying only what is true. Loaded with the
// sending code, not with the page.
import { notify as notifyOnce, type ToastRequest } from '../../lib/toast/notify'
import { contactToasts } from './contactToasts'
import { visitToasts } from './visitToasts'
import { sendErrorToast } from './sendErrorToast'
import type { SendResult, SentTracking } from './delivery'
import { sentTracking } from '../request-tracking/texts'

/** A message that arrived: its reference said, and the way to its tracking page, kept on screen. */
const followed = (toast: ToastRequest, tracking: SentTracking | undefined): ToastRequest =>
  tracking
    ? {
        ...toast,
        description: [toast.description, tracking.reference && sentTracking.reference(tracking.reference)].filter(Boolean).join(' '),
        persistent: true,
        action: { label: sentTracking.follow, onClick: () => window.location.assign(tracking.path) },
      }
    : toast

/** Kept on this device: the reference comes by e-mail once the message arrives. */
const laterByEmail = (toast: ToastRequest): ToastRequest => ({ ...toast, description: `${toast.description} ${sentTracking.laterByEmail}` })

/** `id`: the toast this one replaces (the proof of work's, said while the device computed it). */
export function announceSendResult(result: SendResult, id?: string): void {
  const notify = id ? (request: ToastRequest) => notifyOnce({ ...request, id }) : notifyOnce
  switch (result.status) {
    case 'sent':
      if (result.visit)
        return notify(
          followed({ ...(result.visitLeftOut ? visitToasts.leftOut(result.visit) : visitToasts.sent(result.visit)), variant: 'success' }, result.tracking),
        )
      return notify(followed({ ...contactToasts.sent, variant: 'success' }, result.tracking))
    case 'queued':
      if (result.visit)
        return notify(
          laterByEmail({ ...(result.because === 'offline' ? visitToasts.queued(result.visit) : visitToasts.queuedServerDown(result.visit)), variant: 'info' }),
        )
      return notify(laterByEmail({ ...(result.because === 'offline' ? contactToasts.queued : contactToasts.queuedServerDown), variant: 'info' }))
    case 'notKept':
      return notify({ ...contactToasts.notKept, variant: 'error' })
    case 'refused':
      return notify({ ...(result.field ? contactToasts.refused : contactToasts.refusedUnexplained), variant: 'error' })
    case 'limited':
      if (result.siteWide) return notify({ ...(result.kept ? contactToasts.siteBusyKept : contactToasts.siteBusy), variant: 'info' })
      return notify({ ...(result.kept ? contactToasts.limitedKept : contactToasts.limited), variant: 'info' })
    case 'failed':
      return notify({ ...sendErrorToast, variant: 'error' })
  }
}
