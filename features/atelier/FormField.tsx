import type { ReactNode } from 'react'

interface Props {
  id: string
  label: string
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}

/** The attributes of a field's control: its hint and its error read with it. */
export const fieldAria = (id: string, hint: string | undefined, error: string | undefined) => ({
  id,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  'aria-invalid': error ? true : undefined,
})

// A labelled field of the back office's forms, its hint under the label and its error under the control.
export function FormField({ id, label, hint, error, className, children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rouge">
          {error}
        </p>
      )}
    </div>
  )
}
