// The sending code, loaded in one piece when the visitor starts on the form (useContactSubmit's
// loadSender), never with the page: the message's making and delivery, and what is said of it.
import type { SendResult } from './delivery'
import { announceSendResult as toastSendResult } from './announceSendResult'
import { ensureToastsShown } from '../../components/ui/ToastFallback'
import type { ProofOfWorkSolver } from './deliver'

export { buildContactMessage, messageIdentity, sendContactMessage } from './delivery'

/** What became of a send, said once; a message kept offline is said even where the toasts' code cannot be fetched. */
export function announceSendResult(result: SendResult): void {
  toastSendResult(result)
  ensureToastsShown()
}

/** A proof of work the database asks for, solved in a worker fetched only then (solveInWorker.ts). */
export const solveProofOfWork: ProofOfWorkSolver = async (challenge) => (await import('./solveInWorker')).solveInWorker(challenge)
