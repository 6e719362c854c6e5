import { useId } from 'react'
import type { ContactServiceId } from '../../lib/content/contactChoices'
import { prepareToasts } from '../../lib/toast/notify'
import { HoneypotField } from './HoneypotField'
import { loadValidation } from './loadValidation'
import { MessageFields } from './MessageFields'
import { PhotoField } from './PhotoField'
import { SendRow } from './SendRow'
import { ServicePicker } from './ServicePicker'
import { messageFieldsLegend } from './texts/formTexts'
import { useContactForm } from './useContactForm'
import { loadSender } from './useContactSubmit'
import { VisitPart } from './VisitPart'

// Once the visitor is on the form, everything sending needs loads (the checks, the sending code,
// the toasts): if the connection drops while they type, they can still send, or be told the truth.
const prepareToSend = () => {
  void Promise.all([loadValidation(), loadSender()]).catch(() => undefined)
  prepareToasts()
}

/** The contact form: its state and sending in useContactForm, each part a component of its own. */
export function ContactForm({ serviceDescriptions }: { serviceDescriptions: Readonly<Record<ContactServiceId, string>> }) {
  const id = useId()
  const { formRef, values, update, chooseVisit, errors, photo, progress, submitting, unreachable, onSubmit } = useContactForm()
  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prepareToSend} noValidate aria-busy={submitting} className="space-y-10">
      <ServicePicker descriptions={serviceDescriptions} value={values.service} onChange={(s) => update('service', s)} disabled={submitting} />
      <fieldset disabled={submitting} className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
        <legend className="sr-only">{messageFieldsLegend}</legend>
        <MessageFields id={id} values={values} errors={errors} onChange={update} />
        <VisitPart day={values.visitDate} time={values.visitTime} onChange={chooseVisit} />
        <PhotoField file={photo.photo} preparing={photo.preparing} onChange={photo.choose} error={errors.image} progress={progress} disabled={submitting} />
        <HoneypotField id={`${id}-site`} />
        <SendRow submitting={submitting} unreachable={unreachable} />
      </fieldset>
    </form>
  )
}
