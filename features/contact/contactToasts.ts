// Every toast of the contact flow but one: the error the form can show before its sending code has
// loaded lives in sendErrorToast.ts, so that the page's first load carries none of these texts.
// Their texts are in features/contact/texts/toastTexts.ts.
import { contactLimitToasts } from './texts/toastTexts'
import {
  deliveredLaterDescription,
  deliveredLaterTitle,
  notKeptDescription,
  notSentTitle,
  queuedDescription,
  queuedServerDownDescription,
  queuedServerDownTitle,
  queuedTitle,
  refusedDescription,
  refusedUnexplainedDescription,
  sentDescription,
  sentTitle,
  visitLeftOutDescription,
  visitLeftOutLaterDescription,
  visitQueuedDescription,
  visitQueuedServerDownDescription,
  visitSentDescription,
  visitSentTitle,
} from './texts/toastTexts'
import { visitText } from '../opening-hours'
import type { RequestedVisit } from './delivery'
import { site } from '../../lib/site'

export const contactToasts = {
  sent: { title: sentTitle, description: sentDescription },
  queued: { title: queuedTitle, description: queuedDescription },
  queuedServerDown: { title: queuedServerDownTitle, description: queuedServerDownDescription },
  refused: { title: notSentTitle, description: refusedDescription },
  refusedUnexplained: { title: notSentTitle, description: refusedUnexplainedDescription(site.phone.display) },
  notKept: { title: notSentTitle, description: notKeptDescription },
  ...contactLimitToasts,
  deliveredLater: (count: number, visitsLeftOut = 0) => ({
    title: deliveredLaterTitle(count),
    description: visitsLeftOut > 0 ? `${deliveredLaterDescription(count)} ${visitLeftOutLaterDescription}` : deliveredLaterDescription(count),
  }),
} as const

const when = (visit: RequestedVisit) => visitText(visit.day, visit.time)

/** The toasts of a message that asks for a visit: what became of the request, and nothing it is not. */
export const visitToasts = {
  sent: (visit: RequestedVisit) => ({ title: visitSentTitle, description: visitSentDescription(when(visit), !visit.time) }),
  leftOut: (visit: RequestedVisit) => ({ title: sentTitle, description: visitLeftOutDescription(when(visit)) }),
  queued: (visit: RequestedVisit) => ({ title: queuedTitle, description: visitQueuedDescription(when(visit), !visit.time) }),
  queuedServerDown: (visit: RequestedVisit) => ({ title: queuedServerDownTitle, description: visitQueuedServerDownDescription(when(visit), !visit.time) }),
}
