// The toasts of a message that asks for a visit: what became of the request, and nothing it is not
// (the workshop confirms the slot by e-mail). Loaded with the sending code, not with the outbox's
// indicator: the day's French name needs the opening calendar's texts.
import {
  queuedServerDownTitle,
  queuedTitle,
  sentTitle,
  visitLeftOutDescription,
  visitQueuedDescription,
  visitQueuedServerDownDescription,
  visitSentDescription,
  visitSentTitle,
} from './texts/toastTexts'
import { visitText } from '../opening-hours'
import type { RequestedVisit } from './delivery'

const when = (visit: RequestedVisit) => visitText(visit.day, visit.time)

export const visitToasts = {
  sent: (visit: RequestedVisit) => ({ title: visitSentTitle, description: visitSentDescription(when(visit), !visit.time) }),
  leftOut: (visit: RequestedVisit) => ({ title: sentTitle, description: visitLeftOutDescription(when(visit)) }),
  queued: (visit: RequestedVisit) => ({ title: queuedTitle, description: visitQueuedDescription(when(visit), !visit.time) }),
  queuedServerDown: (visit: RequestedVisit) => ({ title: queuedServerDownTitle, description: visitQueuedServerDownDescription(when(visit), !visit.time) }),
}
