import type { HTMLInputTypeAttribute } from 'react'
import { inputClass } from '../../components/ui/inputClass'
import { FormField } from './FormField'
import type { ContactField } from './validation'

interface TextFieldProps {
  id: string
  /** The message's key it fills; also where a submit that found an error puts the focus (data-field). */
  name: Exclude<ContactField, 'image' | 'message'>
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** The visitor may leave it empty; otherwise it is required. */
  optional?: boolean
  type?: HTMLInputTypeAttribute
  autoComplete?: string
}

/** One line of text of the contact form, with its label and its error. */
export function TextField({ id, name, label, value, onChange, error, optional, type, autoComplete }: TextFieldProps) {
  return (
    <FormField id={id} label={label} optional={optional} error={error}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          required={!optional}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          className={inputClass}
          data-field={name}
          aria-invalid={error ? true : undefined}
        />
      )}
    </FormField>
  )
}
