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
  deliveredLater: (count: number) => ({ title: deliveredLaterTitle(count), description: deliveredLaterDescription(count) }),
} as const
