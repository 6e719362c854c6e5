import type { ReactNode } from 'react'
import { optionalMark } from './texts/formTexts'
import { Icon } from '../../components/ui/Icon'

interface FormFieldProps {
  id: string
  label: string
  error?: string
  hint?: string
  optional?: boolean
  children: (describedBy: string | undefined) => ReactNode
}

/** A label, the control, and its hint or error, wired with aria-describedby. */
export function FormField({ id, label, error, hint, optional, children }: FormFieldProps) {
  const describedBy = [hint && `${id}-aide`, error && `${id}-erreur`].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}{' '}
        {optional ? (
          <span className="font-normal text-stone-600">{optionalMark}</span>
        ) : (
          <span aria-hidden="true" className="text-rouge">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{children(describedBy)}</div>
      {hint && (
        <p id={`${id}-aide`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erreur`} className="mt-1 flex items-center gap-1 text-sm text-rouge" data-error-for={id}>
          <Icon name="circle-alert" className="h-4 w-4" />
          {error}
        </p>
      )}
    </div>
  )
}
