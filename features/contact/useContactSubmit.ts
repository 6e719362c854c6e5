import { useCallback, useRef, useState } from 'react'
import type { ContactFormValues, MessageIdentity } from './message'
import { sendErrorToast } from './sendErrorToast'
import type { SendResult } from './delivery'
import { notify } from '../../lib/toast/notify'

/** The message's making, Supabase's clients, the outbox and the toasts: loaded when the visitor starts on the form, never with the page. */
export const loadSender = () => import('./sender')

/** `unreachable`: the sending code could not be fetched; nothing left, and nothing was kept. */
export type SubmitOutcome = SendResult | { status: 'unreachable' }

// One identity per message (features/contact/message.ts): a retry after a failure reuses it, so Supabase
// can never receive the same message twice (its primary key refuses a second copy). The photo keeps
// its object name, and once it has arrived it is not sent again.
export function useContactSubmit() {
  const [submitting, setSubmitting] = useState(false)
  const [progress, setProgress] = useState(0)
  const identity = useRef<MessageIdentity | null>(null)
  /** The object name of the photo that reached the bucket in an earlier attempt. */
  const uploadedPhoto = useRef<string | null>(null)

  const submit = useCallback(async (values: ContactFormValues, photo: File | null): Promise<SubmitOutcome> => {
    setSubmitting(true)
    try {
      const sender = await loadSender().catch(() => null)
      if (!sender) return { status: 'unreachable' }
      const { sendContactMessage, buildContactMessage, messageIdentity, announceSendResult, proofOfWork } = sender
      const current = (identity.current = messageIdentity(identity.current, photo))
      const photoName = current.photo?.name ?? null
      const result = await sendContactMessage(buildContactMessage(values, current), {
        ...proofOfWork,
        photoUploaded: photoName !== null && photoName === uploadedPhoto.current,
        onUploadStart: () => setProgress(1),
        onUploadDone: () => {
          uploadedPhoto.current = photoName
          setProgress(100)
        },
      })
      announceSendResult(result)
      if (result.status === 'sent' || result.status === 'queued') {
        identity.current = null
        uploadedPhoto.current = null
      }
      return result
    } catch {
      notify({ ...sendErrorToast, variant: 'error' })
      return { status: 'failed' }
    } finally {
      setSubmitting(false)
    }
  }, [])

  /** Continues a queued message the server refused: sent again as the same message, with its photo's name. */
  const adoptDraft = useCallback((draft: MessageIdentity, photoUploaded: boolean) => {
    identity.current = draft
    uploadedPhoto.current = photoUploaded ? (draft.photo?.name ?? null) : null
  }, [])

  return { submit, submitting, progress, resetProgress: useCallback(() => setProgress(0), []), adoptDraft }
}
