// The sending code, loaded in one piece when the visitor starts on the form (useContactSubmit's
// loadSender), never with the page: the message's making and delivery, and what is said of it.
import type { SendProgress, SendResult } from './delivery'
import { announceSendResult as toastSendResult } from './announceSendResult'
import { ensureToastsShown } from '../../components/ui/ToastFallback'
import { notify } from '../../lib/toast/notify'
import { proofOfWorkToast } from './texts/proofOfWorkTexts'

export { buildContactMessage, messageIdentity, sendContactMessage } from './delivery'

/** The toast that says a proof of work is being computed; the send's outcome then takes its place. */
const PROOF_OF_WORK_TOAST = 'contact-proof-of-work'
let proofOfWorkSaid = false

/** What became of a send, said once; a message kept offline is said even where the toasts' code cannot be fetched. */
export function announceSendResult(result: SendResult): void {
  toastSendResult(result, proofOfWorkSaid ? PROOF_OF_WORK_TOAST : undefined)
  proofOfWorkSaid = false
  ensureToastsShown()
}

/** While the site is flooded the database asks the message for a proof of work: computed in a worker
 *  fetched only then (solveInWorker.ts), and said to the visitor while it lasts. */
export const proofOfWork: Pick<SendProgress, 'solveProofOfWork' | 'onProofOfWork'> = {
  solveProofOfWork: async (challenge) => (await import('./solveInWorker')).solveInWorker(challenge),
  onProofOfWork: () => {
    proofOfWorkSaid = true
    notify({ ...proofOfWorkToast, id: PROOF_OF_WORK_TOAST, variant: 'info', persistent: true })
  },
}
