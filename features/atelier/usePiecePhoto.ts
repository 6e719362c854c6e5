import { useEffect, useState } from 'react'
import { showcaseTexts as texts } from './texts/showcase'

export interface PiecePhoto {
  /** The piece's id, drawn when the photo is chosen: a retry after a refusal sends the same photo under it. */
  id: string
  file: File
  width: number
  height: number
  preview: string
}

async function measured(file: File) {
  const bitmap = await createImageBitmap(file)
  const size = { width: bitmap.width, height: bitmap.height }
  bitmap.close()
  return size
}

/** The photo the owner took or chose, prepared on the phone as the contact form prepares a visitor's
 *  (features/contact/preparePhoto.ts, loaded when a photo is chosen): no EXIF, no GPS, at most
 *  2560 px; its preview shows what will be published. A deposit at the counter takes its photo so too,
 *  with its own words. `inputKey` is the file input's (PhotoField.tsx): a new, empty input once cleared. */
export function usePiecePhoto(words: { photoNotJpeg: string; uploadFailed: string } = texts) {
  const [photo, setPhoto] = useState<PiecePhoto | null>(null)
  const [preparing, setPreparing] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo])

  const choose = async (file: File | undefined) => {
    setError(undefined)
    setPhoto(null)
    if (!file) return
    setPreparing(true)
    try {
      const { preparePhoto } = await import('../contact/preparePhoto')
      const prepared = await preparePhoto(file)
      if ('error' in prepared) return setError(prepared.error)
      if (prepared.file.type !== 'image/jpeg') return setError(words.photoNotJpeg)
      const size = await measured(prepared.file)
      setPhoto({ id: crypto.randomUUID(), file: prepared.file, ...size, preview: URL.createObjectURL(prepared.file) })
    } catch {
      setError(words.uploadFailed)
    } finally {
      setPreparing(false)
    }
  }
  const clear = () => {
    setPhoto(null)
    setInputKey((key) => key + 1)
  }
  return { photo, preparing, error, setError, choose, clear, inputKey }
}
