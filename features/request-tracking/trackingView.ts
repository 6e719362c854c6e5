// What the tracking page says of a request, in plain French with its dates (Paris): plain data, so
// it is tested without a browser.
import { contactServiceName } from '../../lib/content/contactChoices'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { statusLabels, visitStatusWords } from './texts'
import type { Tracking } from './trackingApi'

export interface TrackingView {
  reference: string
  service: string
  sentAt: string
  visit: string | null
  /** The status now: the history's last. */
  current: string
  /** Newest first. */
  history: { label: string; when: string; at: string }[]
}

export function trackingView(tracking: Tracking, now = new Date()): TrackingView {
  const history = tracking.statuses.map(({ status, at }) => ({ label: statusLabels[status], when: frenchDayTime(at), at })).reverse()
  const { visit } = tracking
  return {
    reference: tracking.reference,
    service: contactServiceName(tracking.service),
    sentAt: frenchDayTime(tracking.sent_at),
    visit: visit ? `${slotWords(visit.date, visit.time, now)} — ${visitStatusWords[visit.status] ?? visit.status}` : null,
    current: history[0]?.label ?? statusLabels.received,
    history,
  }
}
