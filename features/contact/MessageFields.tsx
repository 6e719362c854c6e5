import { inputClass } from '../../components/ui/inputClass'
import { FormField } from './FormField'
import type { ContactFormValues } from './message'
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
 *  service and the visit. Each field's `name` is its key in ContactFormValues, and a field the
 *  checks can refuse is marked with it (data-field), where a submit that found an error puts the focus. */
export function MessageFields({ id, values, errors, onChange }: MessageFieldsProps) {
  const field = (name: keyof ContactErrors) => ({
    'data-field': name,
    'aria-invalid': errors[name] ? true : undefined,
  })

  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <FormField id={`${id}-nom`} label={nameLabel} error={errors.name}>
          {(describedBy) => (
            <input
              id={`${id}-nom`}
              name="name"
              required
              autoComplete="name"
              value={values.name}
              onChange={(e) => onChange('name', e.target.value)}
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
              onChange={(e) => onChange('email', e.target.value)}
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
              onChange={(e) => onChange('phone', e.target.value)}
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
              onChange={(e) => onChange('subject', e.target.value)}
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
              onChange={(e) => onChange('preferredContact', e.target.value as ContactFormValues['preferredContact'])}
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
              onChange={(e) => onChange('urgency', e.target.value as ContactFormValues['urgency'])}
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
            onChange={(e) => onChange('message', e.target.value)}
            aria-describedby={describedBy}
            className={inputClass}
            {...field('message')}
          />
        )}
      </FormField>
    </>
  )
}
