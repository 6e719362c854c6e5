import { inputClass } from '../../components/ui/inputClass'
import { FormField } from './FormField'

interface ChoiceFieldProps<T extends string> {
  id: string
  name: string
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}

/** A native select of the contact form: one of a few fixed choices, none of them wrong. */
export function ChoiceField<T extends string>({ id, name, label, options, value, onChange }: ChoiceFieldProps<T>) {
  return (
    <FormField id={id} label={label}>
      {(describedBy) => (
        <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as T)} aria-describedby={describedBy} className={inputClass}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
