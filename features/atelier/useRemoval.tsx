import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'

interface Words {
  removeTitle: string
  removeConfirm: string
  keep: string
}

/** « Ask, then remove »: `ask(item)` opens the question, `describe` saying what goes; « Oui » removes
 *  it and closes the dialog (the removal's toast says how it went), « Non » only closes it. */
export function useRemoval<T>(texts: Words, describe: (item: T) => string, remove: (item: T) => void) {
  const [removing, setRemoving] = useState<T | null>(null)
  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title={texts.removeTitle}
      description={removing ? describe(removing) : ''}
      confirmLabel={texts.removeConfirm}
      cancelLabel={texts.keep}
      onConfirm={() => {
        if (removing) remove(removing)
        setRemoving(null)
      }}
      onCancel={() => setRemoving(null)}
    />
  )
  return { ask: (item: T) => setRemoving(item), dialog }
}
