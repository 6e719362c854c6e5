import { useEffect, type CSSProperties } from 'react'
import { Toaster, toast } from 'sonner'
import { closeToastLabel } from '../../lib/content/ui'
import { attachToastListener } from '../../lib/toast/notify'

// sonner's defaults are what the site wants: bottom-right, Alt+T focuses the toasts, and their
// region is labelled 'Notifications'. But for its colours of a success and an error: their words
// stood at 4.3:1 on their tint, under the 4.5:1 WCAG asks of text this size; these stand near 6:1.
const readableColours = { '--success-text': '#007025', '--error-text': '#b3261e' } as CSSProperties

export default function SonnerToaster() {
  useEffect(
    () =>
      attachToastListener(({ title, description, variant = 'info', persistent, action, id }) => {
        const options = {
          description,
          id,
          duration: persistent ? Number.POSITIVE_INFINITY : 6000,
          action: action && { label: action.label, onClick: action.onClick },
        }
        if (variant === 'success') toast.success(title, options)
        else if (variant === 'error') toast.error(title, options)
        else toast(title, options)
      }),
    [],
  )
  // Its region keeps sonner's label ("Notifications", French too); its close buttons are named in French.
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      style={readableColours}
      toastOptions={{ classNames: { toast: 'font-sans' }, closeButtonAriaLabel: closeToastLabel }}
    />
  )
}
