// One toast per outcome of sending from the form, each saying only what is true. Loaded with the
// sending code, not with the page.
import { notify as notifyOnce, type ToastRequest } from '../../lib/toast/notify'
import { contactToasts } from './contactToasts'
import { visitToasts } from './visitToasts'
import { sendErrorToast } from './sendErrorToast'
import type { SendResult } from './delivery'

/** `id`: the toast this one replaces (the proof of work's, said while the device computed it). */
export function announceSendResult(result: SendResult, id?: string): void {
  const notify = id ? (request: ToastRequest) => notifyOnce({ ...request, id }) : notifyOnce
  switch (result.status) {
    case 'sent':
      if (result.visit) return notify({ ...(result.visitLeftOut ? visitToasts.leftOut(result.visit) : visitToasts.sent(result.visit)), variant: 'success' })
      return notify({ ...contactToasts.sent, variant: 'success' })
    case 'queued':
      if (result.visit)
        return notify({ ...(result.because === 'offline' ? visitToasts.queued(result.visit) : visitToasts.queuedServerDown(result.visit)), variant: 'info' })
      return notify({ ...(result.because === 'offline' ? contactToasts.queued : contactToasts.queuedServerDown), variant: 'info' })
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
