import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { defaultContactService } from '../../lib/contactServices'
import { pageHydrated } from '../../lib/hydration'
import { notify } from '../../lib/toast/notify'
import { initialValues, refusalStillStands, valuesOnArrival, type Refusal } from './formState'
import { loadValidation } from './loadValidation'
import type { ContactFormValues } from './message'
import type { RefusedDraft } from './refusedDraft'
import { sendErrorToast } from './sendErrorToast'
import { typedBeforeHydration } from './typedBeforeHydration'
import { loadSender, useContactSubmit } from './useContactSubmit'
import { usePhotoChoice } from './usePhotoChoice'
import { useRefusedDraft } from './useRefusedDraft'
import type { ContactErrors, ContactField } from './validation'

/** The contact form's values, errors, photo and submission: everything ContactForm.tsx shows. */
export function useContactForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactFormValues>(() => initialValues(defaultContactService))
  const typedFirst = useRef(false)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [checked, setChecked] = useState(false)
  /** The code that checks or sends could not be fetched at the last press of the button. */
  const [unreachable, setUnreachable] = useState(false)
  const refusal = useRef<Refusal | null>(null)
  const { submit, submitting, progress, resetProgress, adoptDraft } = useContactSubmit()
  const photo = usePhotoChoice(resetProgress, (image) => setErrors((e) => ({ ...e, image })))

  const update = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  // The same function from render to render: the visit part is not rendered again while its choice stays.
  const chooseVisit = useCallback((visitDate: string, visitTime: string) => setValues((v) => ({ ...v, visitDate, visitTime })), [])
  const focusField = (field: string | undefined) => formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()

  // Once a submit has shown what to fix, the messages follow what the visitor types.
  useEffect(() => {
    if (!checked) return
    let current = true
    loadValidation().then(
      ({ validateContactForm }) => {
        if (!current) return
        const stillRefused = refusalStillStands(refusal.current, values)
        setErrors((e) => ({ ...validateContactForm(values), image: e.image, ...stillRefused }))
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [checked, values])

  // On hydration: the prerendered page could not know the query string, and a visitor on a slow
  // phone may have typed, picked a service or chosen a photo before this code arrived. The DOM holds
  // what they did; adopt it (their own pick wins over the link's) before anything renders again.
  useLayoutEffect(() => {
    // Only a prerendered form can hold what was typed before its code arrived; one rendered on a
    // client-side navigation starts empty.
    const hydrating = !pageHydrated()
    const typed = hydrating && formRef.current ? typedBeforeHydration(formRef.current) : { values: {}, photo: null }
    // Nothing to adopt, no update: an update here would render the form again in the hydration's
    // task, and run every effect of the page with it (React flushes them before a synchronous render).
    const adopted = valuesOnArrival(typed.values, window.location.search, values)
    if (adopted) setValues((v) => ({ ...v, ...adopted }))
    if (typed.photo) void photo.choose(typed.photo)
    typedFirst.current = Object.keys(typed.values).length > 0 || Boolean(typed.photo)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration or on arrival
  }, [])

  // The server refused one field: say so beside it until the visitor changes it (a refused photo is
  // taken off, to be replaced or left out).
  const showRefusal = (field: ContactField, text: string, refused: ContactFormValues) => {
    refusal.current = { field, text, value: field === 'image' ? null : refused[field] }
    setErrors((e) => ({ ...e, [field]: text }))
    if (field === 'image') photo.keep(null)
    focusField(field)
  }
  // What the visitor typed before hydration, if anything, wins over a refused message taken back.
  useRefusedDraft((draft: RefusedDraft) => {
    if (typedFirst.current) return
    adoptDraft(draft.identity, draft.photoUploaded)
    setValues(draft.values)
    photo.keep(draft.identity.photo?.file ?? null)
    setChecked(true)
    if (draft.field && draft.text) showRefusal(draft.field, draft.text, draft.values)
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setUnreachable(false)
    const validation = await loadValidation().catch(() => null)
    if (!validation) {
      // The page's code could not be reached (a new version replaced it, or the connection dropped).
      setUnreachable(true)
      return
    }
    const { hasErrors, validateContactForm, photoToSend } = validation
    // The photo as it will leave; one still being prepared is waited for.
    const pending = photo.toSend()
    const chosen = pending && (await pending)
    const ready = chosen && 'file' in chosen ? await photoToSend(chosen.file).catch(() => null) : chosen
    if (chosen && !ready) {
      notify({ ...sendErrorToast, variant: 'error' })
      return
    }
    // A photo chosen now has its own verdict; without one, a refused photo's message stays.
    const imageError = chosen ? (ready && 'error' in ready ? ready.error : undefined) : errors.image
    if (chosen && imageError) photo.keep(null)
    setChecked(true)
    const found = { ...validateContactForm(values), ...(imageError ? { image: imageError } : {}) }
    setErrors(found)
    if (hasErrors(found)) {
      focusField(Object.keys(found)[0])
      return
    }
    // A robot that filled the trap is told its message left, and nothing is sent.
    const trap = formRef.current?.querySelector<HTMLInputElement>('[data-honeypot]')
    const outcome = trap?.value ? (await loadSender()).pretendSent() : await submit(values, ready && 'file' in ready ? ready.file : null)
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      refusal.current = null
      setValues(initialValues(values.service))
      photo.keep(null)
      setChecked(false)
      resetProgress()
    } else if (outcome.status === 'unreachable') setUnreachable(true)
    else if (outcome.status === 'refused' && outcome.field && outcome.text) showRefusal(outcome.field, outcome.text, values)
  }

  return { formRef, values, update, chooseVisit, errors, photo, progress, submitting, unreachable, onSubmit }
}
