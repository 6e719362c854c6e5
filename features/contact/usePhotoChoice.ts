import { useRef, useState } from 'react'
import { loadValidation } from './loadValidation'
import type { PreparedPhoto } from './preparePhoto'

/**
 * The photo the visitor chose. It is checked and prepared (resized, its metadata dropped) when
 * chosen, and the preview shows what will leave. If that code cannot load now (the connection
 * dropped), the photo is kept as chosen and prepared on sending, which needs it anyway.
 * `onChoose` runs as a photo is chosen or removed, `onVerdict` with the check's error, if any.
 */
export function usePhotoChoice(onChoose: () => void, onVerdict: (error: string | undefined) => void) {
  const [photo, setPhoto] = useState<File | null>(null)
  // The photo that will leave, being prepared or ready. A send reads it here rather than from the
  // `photo` state: a preparation that ends just before the press has set that state, but the render
  // that would give the press its new value may not have happened yet, and the photo would be left out.
  const chosen = useRef<Promise<PreparedPhoto> | null>(null)
  const [preparing, setPreparing] = useState(false)

  /** Takes `file` as it is (prepared already, or none). */
  const keep = (file: File | null) => {
    chosen.current = file ? Promise.resolve({ file }) : null
    setPhoto(file)
  }
  const choose = async (file: File | null) => {
    onChoose()
    const pending = file
      ? loadValidation()
          .then((v) => v.photoToSend(file))
          .catch(() => ({ file }))
      : null
    chosen.current = pending
    setPreparing(Boolean(pending))
    const result = pending && (await pending)
    if (chosen.current !== pending) return
    setPreparing(false)
    onVerdict(result && 'error' in result ? result.error : undefined)
    keep(result && 'file' in result ? result.file : null)
  }
  /** The photo as it will leave, or a preparation still under way; null without a photo. */
  const toSend = () => chosen.current

  return { photo, preparing, choose, keep, toSend }
}
