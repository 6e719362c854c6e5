// A phone's photo made ready to send, on the device, before it is shown or queued: decoded with its
// orientation applied, scaled so that its longest side is at most 2560 px, and encoded again as
// JPEG. Nothing of the original file survives but its pixels: no EXIF block, so no GPS position
// telling where a valuable piece is kept. A 4000×3000 phone photo leaves as about 1.3 MB.
// A GIF keeps its frames (re-encoding would lose the animation) but loses every block that does not
// draw it (gifWithoutMetadata.ts): comments and XMP, where a GPS position can sit.
// Loaded only when a photo is chosen. What the visitor reads when it fails is in
// features/contact/texts/validationTexts.ts.

import { gifWithoutMetadata } from './gifWithoutMetadata'
import { gifTooLarge, heicUnreadable, imageNotPrepared, imageUnreadable, preparedImageTooLarge } from './texts/validationTexts'

const preparedPhoto = {
  longestSide: 2560,
  /** The bucket's limit (supabase/migrations): a photo must stay under it. */
  maxBytes: 3 * 1024 * 1024,
  /** The size aimed at: the quality steps down from the first until the photo fits. */
  targetBytes: 1.5 * 1024 * 1024,
  qualities: [0.8, 0.7, 0.6, 0.5],
} as const

export type PreparedPhoto = { file: File } | { error: string }

const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'photo'

function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    return { context: canvas.getContext('2d'), encode: (quality: number) => canvas.convertToBlob({ type: 'image/jpeg', quality }) }
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return {
    context: canvas.getContext('2d'),
    encode: (quality: number) =>
      new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', quality)),
  }
}

async function preparedGif(file: File): Promise<PreparedPhoto> {
  const stripped = gifWithoutMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!stripped) return { error: imageUnreadable }
  if (stripped.length >= preparedPhoto.maxBytes) return { error: gifTooLarge }
  return { file: new File([stripped], `${baseName(file.name)}.gif`, { type: 'image/gif', lastModified: file.lastModified }) }
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (file.type === 'image/gif') return preparedGif(file)

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return {
      error: isHeic(file) ? heicUnreadable : imageUnreadable,
    }
  }
  const scale = Math.min(1, preparedPhoto.longestSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const { context, encode } = canvasOf(width, height)
  if (!context) {
    bitmap.close()
    return { error: imageNotPrepared }
  }
  // JPEG has no transparency: a transparent PNG lies on white, not on black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()

  let blob: Blob | null = null
  for (const quality of preparedPhoto.qualities) {
    blob = await encode(quality)
    if (blob.size <= preparedPhoto.targetBytes) break
  }
  if (!blob || blob.size >= preparedPhoto.maxBytes) return { error: preparedImageTooLarge }
  return { file: new File([blob], `${baseName(file.name)}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified }) }
}
