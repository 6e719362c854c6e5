import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { sendErrorToast } from './sendErrorToast'
import type { ContactFormValues } from './message'
import type { PreparedPhoto } from './preparePhoto'
import type { RefusedDraft } from './refusedDraft'
import { defaultContactService, serviceFromParam, type ContactServiceId } from '../../lib/contactServices'
import type { ContactErrors, ContactField } from './validation'
import {
  byEmailOption,
  byPhoneOption,
  byWhatsAppOption,
  elevatedUrgencyOption,
  emailLabel,
  honeypotLabel,
  messageFieldsLegend,
  messageHint,
  messageLabel,
  nameLabel,
  normalUrgencyOption,
  phoneLabel,
  preferredContactLabel,
  privacyNotice,
  sendingLabel,
  sendCodeUnreachable,
  sendLabel,
  subjectLabel,
  urgencyLabel,
  urgentOption,
} from './texts/formTexts'
import { privacyPolicyLinkText } from '../../lib/content/layout'
import { pageHydrated } from '../../lib/hydration'
import { notify, prepareToasts } from '../../lib/toast/notify'
import { FormField } from './FormField'
import { inputClass } from '../../components/ui/inputClass'
import { PhotoField } from './PhotoField'
import { ServicePicker } from './ServicePicker'
import { typedBeforeHydration } from './typedBeforeHydration'
import { loadSender, useContactSubmit } from './useContactSubmit'
import { Icon } from '../../components/ui/Icon'
import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'

// The visit picker is in the HTML; its code, the calendar and the availability load as it nears the viewport.
const VisitPicker = prerenderedLazy(async () => ({ default: (await import('./VisitPicker')).VisitPicker }))

// The form's French checks load when the visitor first uses the form (focus, a photo, a submit),
// not with the page.
const loadValidation = () => import('./validation')

// Once the visitor is on the form, everything sending needs loads (the checks, the sending code,
// the toasts): if the connection drops while they type, they can still send, or be told the truth.
const prepareToSend = () => {
  void Promise.all([loadValidation(), loadSender()]).catch(() => undefined)
  prepareToasts()
}

const initialValues = (service: ContactServiceId): ContactFormValues => ({
  name: '',
  email: '',
  phone: '',
  preferredContact: 'phone',
  subject: '',
  urgency: 'normal',
  message: '',
  service,
})

const urgencyOptions = [
  { value: 'normal', label: normalUrgencyOption },
  { value: 'elevated', label: elevatedUrgencyOption },
  { value: 'urgent', label: urgentOption },
] as const

const contactOptions = [
  { value: 'email', label: byEmailOption },
  { value: 'phone', label: byPhoneOption },
  { value: 'whatsapp', label: byWhatsAppOption },
] as const

export function ContactForm({ serviceDescriptions }: { serviceDescriptions: Readonly<Record<ContactServiceId, string>> }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactFormValues>(() => initialValues(defaultContactService))
  const [photo, setPhoto] = useState<File | null>(null)
  // The photo that will leave, being prepared or ready. A send reads it here rather than from the
  // `photo` state: a preparation that ends just before the press has set that state, but the render
  // that would give the press its new value may not have happened yet, and the photo would be left out.
  const chosenPhoto = useRef<Promise<PreparedPhoto> | null>(null)
  const typedFirst = useRef(false)
  const [photoPending, setPhotoPending] = useState(false)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [checked, setChecked] = useState(false)
  /** The code that checks or sends could not be fetched at the last press of the button. */
  const [unreachable, setUnreachable] = useState(false)
  /** The field the server refused, and the value it refused. */
  const refusal = useRef<{ field: ContactField; text: string; value: unknown } | null>(null)
  const { submit, submitting, progress, resetProgress, adoptDraft } = useContactSubmit()

  const update = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  // The same element while the choice is the same: the form renders again as it hydrates (adopting
  // what was typed before), and a boundary still waiting for its code that receives a new element is
  // rendered anew by React, its HTML replaced by the placeholder.
  const visitPart = useMemo(
    () => (
      // What « Prendre rendez-vous » links to (/contact#rendez-vous): here rather than in the picker,
      // so that after a client-side navigation the router finds it, with the placeholder's height,
      // before the picker's code has come.
      <div id="rendez-vous" className="scroll-mt-28">
        {/* The picker's height at a phone's width and from md, for the placeholder a client-side navigation shows. */}
        <HydrateWhenVisible code={VisitPicker.load} placeholderClassName="h-84 md:h-55">
          <VisitPicker day={values.visitDate} time={values.visitTime} onChange={(visitDate, visitTime) => setValues((v) => ({ ...v, visitDate, visitTime }))} />
        </HydrateWhenVisible>
      </div>
    ),
    [values.visitDate, values.visitTime],
  )

  // Once a submit has shown what to fix, the messages follow what the visitor types.
  useEffect(() => {
    if (!checked) return
    let current = true
    loadValidation().then(
      ({ validateContactForm }) => {
        if (!current) return
        const refused = refusal.current
        const stillRefused = refused && refused.field !== 'image' && values[refused.field] === refused.value ? { [refused.field]: refused.text } : {}
        setErrors((e) => ({ ...validateContactForm(values), image: e.image, ...stillRefused }))
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [checked, values])

  // A photo is checked and prepared (resized, its metadata dropped) when chosen, and the preview
  // shows what will leave. If that code cannot load now (the connection dropped), the photo is kept
  // as chosen and prepared on sending, which needs it anyway.
  const choosePhoto = async (file: File | null) => {
    resetProgress()
    const pending = file
      ? loadValidation()
          .then((v) => v.photoToSend(file))
          .catch(() => ({ file }))
      : null
    chosenPhoto.current = pending
    setPhotoPending(Boolean(pending))
    const result = pending && (await pending)
    if (chosenPhoto.current !== pending) return
    setPhotoPending(false)
    setErrors((e) => ({ ...e, image: result && 'error' in result ? result.error : undefined }))
    keepPhoto(result && 'file' in result ? result.file : null)
  }
  const keepPhoto = (file: File | null) => {
    chosenPhoto.current = file ? Promise.resolve({ file }) : null
    setPhoto(file)
  }

  // On hydration: the prerendered page could not know the query string, and a visitor on a slow
  // phone may have typed, picked a service or chosen a photo before this code arrived. The DOM holds
  // what they did; adopt it (their own pick wins over the link's) before anything renders again.
  useLayoutEffect(() => {
    // Only a prerendered form can hold what was typed before its code arrived; one rendered on a
    // client-side navigation starts empty.
    const hydrating = !pageHydrated()
    const typed = hydrating && formRef.current ? typedBeforeHydration(formRef.current) : { values: {}, photo: null }
    const query = new URLSearchParams(window.location.search)
    const adopted: Partial<ContactFormValues> = { ...typed.values, service: typed.values.service ?? serviceFromParam(query.get('service')) }
    // Nothing to adopt, no update: an update here would render the form again in the hydration's
    // task, and run every effect of the page with it (React flushes them before a synchronous render).
    const changes = (Object.keys(adopted) as (keyof ContactFormValues)[]).some((field) => adopted[field] !== values[field])
    if (changes) setValues((v) => ({ ...v, ...adopted }))
    if (typed.photo) void choosePhoto(typed.photo)
    typedFirst.current = Object.keys(typed.values).length > 0 || Boolean(typed.photo)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration or on arrival
  }, [])

  // A queued message the server refused comes back here from the refused-message panel (a link to
  // this page with ?reprendre=<its id>), with what it said to fix; what the visitor typed before
  // hydration, if anything, wins.
  const refusedId = usePageContext().urlParsed?.search.reprendre
  // The server refused one field: say so beside it until the visitor changes it (a refused photo is
  // taken off, to be replaced or left out).
  const showRefusal = (field: ContactField, text: string, refused: ContactFormValues) => {
    refusal.current = { field, text, value: field === 'image' ? null : refused[field] }
    setErrors((e) => ({ ...e, [field]: text }))
    if (field === 'image') keepPhoto(null)
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
  }
  const adoptRefused = (draft: RefusedDraft) => {
    if (typedFirst.current) return
    adoptDraft(draft.identity, draft.photoUploaded)
    setValues(draft.values)
    keepPhoto(draft.identity.photo?.file ?? null)
    setChecked(true)
    if (draft.field && draft.text) showRefusal(draft.field, draft.text, draft.values)
  }
  useEffect(() => {
    if (!refusedId) return
    let current = true
    import('./refusedDraft')
      .then(({ loadRefusedDraft }) => loadRefusedDraft(refusedId))
      .then(
        (draft) => current && draft && adoptRefused(draft),
        () => undefined,
      )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused message
  }, [refusedId])

  const pretendSent = async () => {
    const { announceSendResult } = await loadSender()
    const sent = { status: 'sent' } as const
    announceSendResult(sent)
    return sent
  }

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
    const chosen = chosenPhoto.current && (await chosenPhoto.current)
    const ready = chosen && 'file' in chosen ? await photoToSend(chosen.file).catch(() => null) : chosen
    if (chosen && !ready) {
      notify({ ...sendErrorToast, variant: 'error' })
      return
    }
    // A photo chosen now has its own verdict; without one, a refused photo's message stays.
    const imageError = chosen ? (ready && 'error' in ready ? ready.error : undefined) : errors.image
    if (chosen && imageError) keepPhoto(null)
    setChecked(true)
    const found = { ...validateContactForm(values), ...(imageError ? { image: imageError } : {}) }
    setErrors(found)
    if (hasErrors(found)) {
      const first = Object.keys(found)[0]
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    // A robot that filled the trap is told its message left, and nothing is sent.
    const trap = formRef.current?.querySelector<HTMLInputElement>('[data-honeypot]')
    const outcome = trap?.value ? await pretendSent() : await submit(values, ready && 'file' in ready ? ready.file : null)
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      refusal.current = null
      setValues(initialValues(values.service))
      keepPhoto(null)
      setChecked(false)
      resetProgress()
    } else if (outcome.status === 'unreachable') setUnreachable(true)
    else if (outcome.status === 'refused' && outcome.field && outcome.text) showRefusal(outcome.field, outcome.text, values)
  }

  const field = (name: keyof ContactErrors) => ({
    'data-field': name,
    'aria-invalid': errors[name] ? true : undefined,
  })

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prepareToSend} noValidate aria-busy={submitting} className="space-y-10">
      <ServicePicker descriptions={serviceDescriptions} value={values.service} onChange={(s) => update('service', s)} disabled={submitting} />
      <fieldset disabled={submitting} className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
        <legend className="sr-only">{messageFieldsLegend}</legend>
        <div className="grid gap-6 md:grid-cols-2">
          <FormField id={`${id}-nom`} label={nameLabel} error={errors.name}>
            {(describedBy) => (
              <input
                id={`${id}-nom`}
                name="name"
                required
                autoComplete="name"
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
                aria-describedby={describedBy}
                className={inputClass}
                {...field('name')}
              />
            )}
          </FormField>
          <FormField id={`${id}-email`} label={emailLabel} error={errors.email}>
            {(describedBy) => (
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                value={values.email}
                onChange={(e) => update('email', e.target.value)}
                aria-describedby={describedBy}
                className={inputClass}
                {...field('email')}
              />
            )}
          </FormField>
          <FormField id={`${id}-tel`} label={phoneLabel} optional error={errors.phone}>
            {(describedBy) => (
              <input
                id={`${id}-tel`}
                name="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => update('phone', e.target.value)}
                aria-describedby={describedBy}
                className={inputClass}
                {...field('phone')}
              />
            )}
          </FormField>
          <FormField id={`${id}-objet`} label={subjectLabel} optional error={errors.subject}>
            {(describedBy) => (
              <input
                id={`${id}-objet`}
                name="subject"
                value={values.subject}
                onChange={(e) => update('subject', e.target.value)}
                aria-describedby={describedBy}
                className={inputClass}
                {...field('subject')}
              />
            )}
          </FormField>
          <FormField id={`${id}-rappel`} label={preferredContactLabel}>
            {(describedBy) => (
              <select
                id={`${id}-rappel`}
                name="preferredContact"
                value={values.preferredContact}
                onChange={(e) => update('preferredContact', e.target.value as ContactFormValues['preferredContact'])}
                aria-describedby={describedBy}
                className={inputClass}
              >
                {contactOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-urgence`} label={urgencyLabel}>
            {(describedBy) => (
              <select
                id={`${id}-urgence`}
                name="urgency"
                value={values.urgency}
                onChange={(e) => update('urgency', e.target.value as ContactFormValues['urgency'])}
                aria-describedby={describedBy}
                className={inputClass}
              >
                {urgencyOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField id={`${id}-message`} label={messageLabel} error={errors.message} hint={messageHint}>
          {(describedBy) => (
            <textarea
              id={`${id}-message`}
              name="message"
              required
              rows={6}
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
              {...field('message')}
            />
          )}
        </FormField>
        {visitPart}
        <PhotoField file={photo} preparing={photoPending} onChange={choosePhoto} error={errors.image} progress={progress} disabled={submitting} />
        {/* A field visitors never see nor reach, and screen readers skip: only a robot fills it. */}
        <div aria-hidden="true" className="absolute -left-[100vw] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-site`}>{honeypotLabel}</label>
          <input id={`${id}-site`} name="website" type="text" tabIndex={-1} autoComplete="off" data-honeypot="" />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary min-w-56" data-field="submit">
            {submitting ? (
              <>
                <Icon name="loader-circle" className="h-4 w-4 animate-spin" />
                {sendingLabel}
              </>
            ) : (
              <>
                <Icon name="send" className="h-4 w-4" />
                {sendLabel}
              </>
            )}
          </button>
          <p className="text-xs text-stone-600">
            {privacyNotice}
            <a href="/politique-de-confidentialite" className="focus-ring rounded-sm underline">
              {privacyPolicyLinkText}
            </a>
            ).
          </p>
        </div>
        {/* Where the toasts cannot come either: the sending code could not be fetched. An alert is
            announced as it is added. */}
        {unreachable && (
          <p role="alert" className="text-sm text-rouge">
            {sendCodeUnreachable}
          </p>
        )}
      </fieldset>
    </form>
  )
}
