// The sending code, loaded in one piece when the visitor starts on the form (useContactSubmit's
// loadSender), never with the page: the message's making and delivery, and what is said of it.
import type { ContactFormValues, MessageIdentity } from './message'
import { buildContactMessage, messageIdentity, sendContactMessage, type SendProgress, type SendResult } from './delivery'
import { announceSendResult as toastSendResult } from './announceSendResult'
import { ensureToastsShown } from '../../components/ui/ToastFallback'
import { notify } from '../../lib/toast/notify'
import { proofOfWorkToast } from './texts/proofOfWorkTexts'

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

/** One message's attempts from the form: its identity, kept while the visitor retries, and the object
 *  name of the photo that reached the bucket in an earlier attempt. */
export interface FormAttempt {
  identity: MessageIdentity | null
  uploadedPhoto: string | null
}

/**
 * Sends what the form holds as `attempt`'s message (a retry after a failure is the same message,
 * so Supabase can never receive it twice: its primary key refuses a second copy; a photo that has
 * arrived is not sent again), says what became of it, and starts a new message once it has left
 * or is kept. `onProgress`: 1 as the photo's upload starts, 100 once it has arrived.
 */
export async function sendFromForm(values: ContactFormValues, photo: File | null, attempt: FormAttempt, onProgress: (progress: number) => void) {
  const current = (attempt.identity = messageIdentity(attempt.identity, photo))
  const photoName = current.photo?.name ?? null
  const result = await sendContactMessage(buildContactMessage(values, current), {
    ...proofOfWork,
    photoUploaded: photoName !== null && photoName === attempt.uploadedPhoto,
    onUploadStart: () => onProgress(1),
    onUploadDone: () => {
      attempt.uploadedPhoto = photoName
      onProgress(100)
    },
  })
  announceSendResult(result)
  if (result.status === 'sent' || result.status === 'queued') {
    attempt.identity = null
    attempt.uploadedPhoto = null
  }
  return result
}

/** A robot filled the form's trap: it is told its message left, and nothing is sent. */
export function pretendSent(): SendResult {
  const sent = { status: 'sent' } as const
  announceSendResult(sent)
  return sent
}
