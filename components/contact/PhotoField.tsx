import { useEffect, useId, useRef, useState } from 'react'
import { acceptedImageTypes } from '../../lib/contact/message'

interface PhotoFieldProps {
  file: File | null
  onChange: (file: File | null) => void
  error?: string
  /** The chosen photo is being prepared for sending. */
  preparing?: boolean
  /** 0 idle, 1 upload started, 100 uploaded. */
  progress: number
  disabled?: boolean
}

export function PhotoField({ file, preparing, onChange, error, progress, disabled }: PhotoFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the preview's object URL must be revoked with the file it shows: an effect with a cleanup owns it.
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = ''
  }, [file])

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Photo de votre bijou ou de votre montre <span className="font-normal text-stone-600">(facultatif)</span>
      </label>
      <p id={`${id}-aide`} className="mt-1 text-xs text-stone-600">
        Une seule image, JPEG, PNG, WebP, GIF, HEIC ou AVIF, 30 Mo au plus.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="image"
        accept={acceptedImageTypes.join(',')}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-aide`, error && `${id}-erreur`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="focus-ring mt-2 block w-full text-sm text-stone-600 file:(mr-4 cursor-pointer rounded-full border-0 bg-ink px-4 py-2 text-sm font-semibold text-ivory)"
      />
      {preparing && (
        <p className="mt-1 text-sm text-stone-600" role="status">
          Préparation de la photo...
        </p>
      )}
      {error && (
        <p id={`${id}-erreur`} className="mt-1 text-sm text-rouge" data-error-for="image">
          {error}
        </p>
      )}
      {file && preview && (
        <div className="mt-4 flex items-center gap-4 rounded-lg border border-ink/10 bg-white p-3">
          {/* eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- 'photo' names the file the visitor chose (the field asks for a photo), not the element. */}
          <img src={preview} alt="Aperçu de la photo choisie" width={80} height={80} className="h-20 w-20 rounded-md object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium text-ink">{file.name}</p>
            <p className="text-stone-600" aria-live="polite" data-upload-progress={progress}>
              {progress > 0 && progress < 100 && 'Envoi en cours...'}
              {progress === 100 && 'Image téléchargée'}
            </p>
          </div>
          <button type="button" onClick={() => onChange(null)} disabled={disabled} className="btn-secondary !px-4 !py-2">
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            Retirer la photo
          </button>
        </div>
      )}
    </div>
  )
}
