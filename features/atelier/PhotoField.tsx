import { FormField, fieldAria } from './FormField'
import type { usePiecePhoto } from './usePiecePhoto'

interface Props {
  id: string
  photo: ReturnType<typeof usePiecePhoto>
  texts: { photo: string; photoHint: string; preparing: string; preview: string; removePhoto?: string }
  /** How tall the preview may be. */
  previewHeight: 'max-h-60' | 'max-h-80'
}

// A photo taken with the phone (or chosen in its gallery), as « Dépôt au comptoir » and
// « Réalisations » take it: the field, « Préparation de la photo… » while usePiecePhoto prepares it,
// then its preview, with a button to remove it where the words for one are given.
export function PhotoField({ id, photo, texts, previewHeight }: Props) {
  const preview = photo.photo && (
    <img
      src={photo.photo.preview}
      alt={texts.preview}
      width={photo.photo.width}
      height={photo.photo.height}
      className={`h-auto ${previewHeight} w-auto max-w-full rounded-lg`}
    />
  )
  return (
    <>
      <FormField id={id} label={texts.photo} hint={texts.photoHint} error={photo.error}>
        <input
          key={photo.inputKey}
          type="file"
          accept="image/*"
          capture="environment"
          className="mt-2 block w-full text-ink file:(mr-3 rounded-full border-0 bg-ink px-4 py-2 font-semibold text-ivory)"
          {...fieldAria(id, texts.photoHint, photo.error)}
          onChange={(event) => void photo.choose(event.currentTarget.files?.[0])}
        />
      </FormField>
      {photo.preparing && (
        <p role="status" className="text-sm text-stone-600">
          {texts.preparing}
        </p>
      )}
      {preview && texts.removePhoto ? (
        <div className="flex flex-wrap items-end gap-3">
          {preview}
          <button type="button" className="btn-secondary px-4 py-2" onClick={photo.clear}>
            {texts.removePhoto}
          </button>
        </div>
      ) : (
        preview
      )}
    </>
  )
}
