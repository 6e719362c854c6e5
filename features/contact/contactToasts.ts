// Every toast of the contact flow but two: the error the form can show before its sending code has
// loaded lives in sendErrorToast.ts, so that the page's first load carries none of these texts, and
// the toasts of a visit request live in visitToasts.ts, loaded with the sending code only (the
// outbox's indicator, on every page, loads these).
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
  visitLeftOutLaterDescription,
} from './texts/toastTexts'
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
