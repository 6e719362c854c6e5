import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { pageHydrated } from '../../lib/hydration'
import { acceptedImageTypes } from './photoTypes'
import {
  addPhotoLabel,
  dropPhotoHint,
  photoChosen,
  photoHint,
  photoOptional,
  photoPreparing,
  photoPreviewAlt,
  photoRemoved,
  photoTitle,
  photoUploaded,
  photoUploading,
  removePhotoContext,
  removePhotoLabel,
} from './texts/photoFieldTexts'
import { Icon } from '../../components/ui/Icon'

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

/**
 * The photo control, in French whatever the browser's language. The form's real file input stays
 * (the prerendered page works with it before its code arrives: it covers the drop zone, clickable,
 * focusable, and a file dropped on it is taken); once hydrated, a button opens it and the zone takes
 * dropped files, and the input leaves the tab order and the accessibility tree, where Chromium would
 * read its English "No file chosen".
 */
export function PhotoField({ file, preparing, onChange, error, progress, disabled }: PhotoFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  // Rendered after the page's hydration (a client-side navigation), it is the button at once.
  const [hydrated, setHydrated] = useState(() => !import.meta.env.SSR && pageHydrated())
  const [preview, setPreview] = useState<string | null>(null)
  const [removed, setRemoved] = useState(false)
  const [over, setOver] = useState(false)
  /** The button that takes the focus when the one the visitor used goes with the photo's arrival or removal. */
  const focusNext = useRef<'add' | 'remove' | null>(null)
  // The server's HTML holds the bare input; the button replaces it once this code runs. A passive
  // effect: an update from a layout effect would render again within the hydration's task, and run
  // every effect of the page with it.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the first render must match the server's.
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the preview's object URL must be revoked with the file it shows: an effect with a cleanup owns it.
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = ''
    // Only when the focus was lost with the button (not taken away from where the visitor went).
    if (focusNext.current && document.activeElement === document.body) (focusNext.current === 'add' ? addRef : removeRef).current?.focus()
    focusNext.current = null
  }, [file])

  const pick = (chosen: File | null) => {
    focusNext.current = document.activeElement === addRef.current ? 'remove' : null
    setRemoved(false)
    onChange(chosen)
  }
  const remove = () => {
    focusNext.current = 'add'
    setRemoved(true)
    onChange(null)
  }
  const dragging = (event: DragEvent, isOver: boolean) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    setOver(isOver)
  }
  const drop = (event: DragEvent) => {
    dragging(event, false)
    const dropped = event.dataTransfer.files[0]
    if (dropped && !disabled) pick(dropped)
  }
  const describedBy = `${id}-aide${error ? ` ${id}-erreur` : ''}`
  const AddControl = hydrated ? 'button' : 'span'

  return (
    <fieldset>
      <legend id={`${id}-titre`} className="text-sm font-medium text-ink">
        {photoTitle} <span className="font-normal text-stone-600">{photoOptional}</span>
      </legend>
      <p id={`${id}-aide`} className="mt-1 text-xs text-stone-600">
        {photoHint}
      </p>
      <div
        onDragOver={(e) => dragging(e, true)}
        onDragLeave={(e) => dragging(e, false)}
        onDrop={drop}
        data-over={over || undefined}
        className="relative mt-2 box-content min-h-20 flex flex-wrap items-center gap-4 rounded-lg border border-dashed border-ink/30 bg-white p-3 data-[over]:(border-gold-700 bg-ivory-200)"
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name="image"
          accept={acceptedImageTypes.join(',')}
          disabled={disabled}
          tabIndex={hydrated ? -1 : undefined}
          aria-hidden={hydrated || undefined}
          aria-labelledby={`${id}-titre ${id}-ajout`}
          aria-describedby={describedBy}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          className={hydrated ? 'sr-only' : 'peer absolute inset-0 z-1 w-full cursor-pointer opacity-0'}
        />
        {file ? (
          preview && <img src={preview} alt={photoPreviewAlt} width={80} height={80} className="h-20 w-20 rounded-md object-cover" />
        ) : (
          // Before hydration a label under the input, which takes the clicks; then the button itself.
          <AddControl
            {...(hydrated && {
              ref: addRef,
              type: 'button',
              onClick: () => inputRef.current?.click(),
              disabled,
              'aria-describedby': describedBy,
              'data-field': 'image',
            })}
            id={`${id}-ajout`}
            className="btn-secondary !px-4 !py-2 peer-focus-visible:(outline-2 outline-offset-2 outline-gold-500 outline-solid)"
          >
            <Icon name="image-plus" className="h-4 w-4" />
            {addPhotoLabel}
          </AddControl>
        )}
        <div className="min-w-0 flex-1 text-sm text-stone-600">
          {!file && !preparing && <span className="hidden [@media(pointer:fine)]:inline">{dropPhotoHint}</span>}
          <p role="status">
            {preparing ? (
              photoPreparing
            ) : file ? (
              <>
                <span className="sr-only">{photoChosen}</span>
                <span className="block truncate font-medium text-ink">{file.name}</span>
              </>
            ) : (
              removed && <span className="sr-only">{photoRemoved}</span>
            )}
          </p>
          {/* In the page from the start: a live region added with its text may go unannounced. */}
          <p aria-live="polite" data-upload-progress={progress}>
            {file && progress > 0 && (progress < 100 ? photoUploading : photoUploaded)}
          </p>
          {/* Under the photo's name, beside its preview: the field keeps one height whatever it holds. */}
          {file && (
            <button ref={removeRef} type="button" onClick={remove} disabled={disabled} className="btn-secondary !px-4 !py-2">
              <Icon name="trash-2" className="h-4 w-4" />
              {removePhotoLabel}
              <span className="sr-only">{removePhotoContext}</span>
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-erreur`} className="mt-1 text-sm text-rouge" data-error-for="image">
          {error}
        </p>
      )}
    </fieldset>
  )
}
