import { useCallback, useRef, useState } from 'react'
import type { ContactFormValues } from '../../lib/contact/message'
import { contactToasts } from '../../lib/contact/contactToasts'
import { notify } from '../../lib/toast/notify'

/** Supabase's clients and the outbox: loaded when the visitor starts on the form, never with the page. */
export const loadSender = () => import('../../lib/contact/sendContactMessage')

export type SubmitOutcome = 'sent' | 'queued' | 'notKept' | 'failed'

// One message id per draft: a retry after a failure reuses it, so Supabase can never receive the
// same message twice (its primary key refuses a second copy).
export function useContactSubmit() {
  const [submitting, setSubmitting] = useState(false)
  const [progress, setProgress] = useState(0)
  const draftId = useRef<string | null>(null)
  const photoName = useRef<{ file: File; name: string } | null>(null)

  const submit = useCallback(async (values: ContactFormValues, photo: File | null): Promise<SubmitOutcome> => {
    setSubmitting(true)
    try {
      const { sendContactMessage } = await loadSender()
      draftId.current ??= crypto.randomUUID()
      const result = await sendContactMessage(values, photo, {
        id: draftId.current,
        photoName: photo && photoName.current?.file === photo ? photoName.current.name : undefined,
        onPhotoNamed: (name) => {
          if (photo) photoName.current = { file: photo, name }
        },
        onUploadStart: () => setProgress(1),
        onUploadDone: () => setProgress(100),
      })
      if (result === 'sent') notify({ ...contactToasts.sent, variant: 'success' })
      else if (result === 'queued') notify({ ...contactToasts.queued, variant: 'info' })
      else if (result === 'notKept') notify({ ...contactToasts.notKept, variant: 'error' })
      else notify({ ...contactToasts.error, variant: 'error' })
      if (result === 'sent' || result === 'queued') {
        draftId.current = null
        photoName.current = null
      }
      return result
    } catch {
      notify({ ...contactToasts.error, variant: 'error' })
      return 'failed'
    } finally {
      setSubmitting(false)
    }
  }, [])

  return { submit, submitting, progress, resetProgress: useCallback(() => setProgress(0), []) }
}
