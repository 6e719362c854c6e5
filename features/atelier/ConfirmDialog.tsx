import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'

interface Props {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** The form inside, for an action that needs details (a slot); the confirm button then submits it. */
  children?: ReactNode
  formId?: string
  /** The action is under way: its button waits. */
  busy?: boolean
}

// The question every destructive or outgoing action asks first. The safe answer holds the focus.
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel, children, formId, busy = false }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/60" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-ivory p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-serif text-2xl text-ink">{title}</DialogTitle>
          <Description className="mt-3 text-stone-600">{description}</Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- Headless UI's own way of choosing the focus in a dialog. */}
            <button type="button" className="btn-secondary" autoFocus onClick={onCancel}>
              {cancelLabel}
            </button>
            {formId ? (
              <button type="submit" form={formId} className="btn-primary" disabled={busy}>
                {confirmLabel}
              </button>
            ) : (
              <button type="button" className="btn-primary" disabled={busy} onClick={onConfirm}>
                {confirmLabel}
              </button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
