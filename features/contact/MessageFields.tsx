import { inputClass } from '../../components/ui/inputClass'
import { ChoiceField } from './ChoiceField'
import { FormField } from './FormField'
import type { ContactFormValues } from './message'
import { TextField } from './TextField'
import {
  byEmailOption,
  byPhoneOption,
  byWhatsAppOption,
  elevatedUrgencyOption,
  emailLabel,
  messageHint,
  messageLabel,
  nameLabel,
  normalUrgencyOption,
  phoneLabel,
  preferredContactLabel,
  subjectLabel,
  urgencyLabel,
  urgentOption,
} from './texts/formTexts'
import type { ContactErrors } from './validation'

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

interface MessageFieldsProps {
  /** The form's own id (useId), which each field's id extends. */
  id: string
  values: ContactFormValues
  errors: ContactErrors
  onChange: <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => void
}

/** Who writes, how to answer them, and their message: the fields of the contact form between the
 *  service and the visit. Each field's `name` is its key in ContactFormValues. */
export function MessageFields({ id, values, errors, onChange }: MessageFieldsProps) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id={`${id}-nom`}
          name="name"
          label={nameLabel}
          autoComplete="name"
          value={values.name}
          onChange={(v) => onChange('name', v)}
          error={errors.name}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={emailLabel}
          autoComplete="email"
          value={values.email}
          onChange={(v) => onChange('email', v)}
          error={errors.email}
        />
        <TextField
          id={`${id}-tel`}
          name="phone"
          type="tel"
          label={phoneLabel}
          optional
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => onChange('phone', v)}
          error={errors.phone}
        />
        <TextField
          id={`${id}-objet`}
          name="subject"
          label={subjectLabel}
          optional
          value={values.subject}
          onChange={(v) => onChange('subject', v)}
          error={errors.subject}
        />
        <ChoiceField
          id={`${id}-rappel`}
          name="preferredContact"
          label={preferredContactLabel}
          options={contactOptions}
          value={values.preferredContact}
          onChange={(v) => onChange('preferredContact', v)}
        />
        <ChoiceField
          id={`${id}-urgence`}
          name="urgency"
          label={urgencyLabel}
          options={urgencyOptions}
          value={values.urgency}
          onChange={(v) => onChange('urgency', v)}
        />
      </div>
      <FormField id={`${id}-message`} label={messageLabel} error={errors.message} hint={messageHint}>
        {(describedBy) => (
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={(e) => onChange('message', e.target.value)}
            aria-describedby={describedBy}
            className={inputClass}
            data-field="message"
            aria-invalid={errors.message ? true : undefined}
          />
        )}
      </FormField>
    </>
  )
}
