import { useCallback, useRef, useState } from 'react'
import type { ContactFormValues } from '../../lib/contact/message'
import { sendErrorToast } from '../../lib/contact/sendErrorToast'
import type { SendResult } from '../../lib/contact/sendContactMessage'
import { notify } from '../../lib/toast/notify'

/** Supabase's clients and the outbox: loaded when the visitor starts on the form, never with the page. */
export const loadSender = () => import('../../lib/contact/sendContactMessage')

export type SubmitOutcome = SendResult

// One message id per draft: a retry after a failure reuses it, so Supabase can never receive the
// same message twice (its primary key refuses a second copy). The photo keeps its object name, and
// once it has arrived it is not sent again.
export function useContactSubmit() {
  const [submitting, setSubmitting] = useState(false)
  const [progress, setProgress] = useState(0)
  const draftId = useRef<string | null>(null)
  const sentPhoto = useRef<{ file: File; name: string; uploaded: boolean } | null>(null)

  const submit = useCallback(async (values: ContactFormValues, photo: File | null): Promise<SubmitOutcome> => {
    setSubmitting(true)
    try {
      const { sendContactMessage, announceSendResult } = await loadSender()
      draftId.current ??= crypto.randomUUID()
      const earlier = photo && sentPhoto.current?.file === photo ? sentPhoto.current : undefined
      const result = await sendContactMessage(values, photo, {
        id: draftId.current,
        photoName: earlier?.name,
        photoUploaded: earlier?.uploaded,
        onPhotoNamed: (name) => {
          if (photo) sentPhoto.current = { file: photo, name, uploaded: earlier?.uploaded ?? false }
        },
        onUploadStart: () => setProgress(1),
        onUploadDone: () => {
          if (sentPhoto.current) sentPhoto.current.uploaded = true
          setProgress(100)
        },
      })
      announceSendResult(result)
      if (result.status === 'sent' || result.status === 'queued') {
        draftId.current = null
        sentPhoto.current = null
      }
      return result
    } catch {
      notify({ ...sendErrorToast, variant: 'error' })
      return { status: 'failed' }
    } finally {
      setSubmitting(false)
    }
  }, [])

  /** Continues a queued message the server refused: sent again under its own id, with its photo's name. */
  const adoptDraft = useCallback((id: string, photo: File | null, photoUploaded: boolean) => {
    draftId.current = id
    sentPhoto.current = photo && { file: photo, name: photo.name, uploaded: photoUploaded }
  }, [])

  return { submit, submitting, progress, resetProgress: useCallback(() => setProgress(0), []), adoptDraft }
}
