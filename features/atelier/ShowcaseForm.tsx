import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { contactServices } from '../../lib/content/contactChoices'
import { FormField, fieldAria } from './FormField'
import { PhotoField } from './PhotoField'
import { addPiece, showcaseChanges } from './showcase'
import { showcaseTexts as texts } from './texts/showcase'
import { usePiecePhoto } from './usePiecePhoto'
import { useMemberChange } from './useMemberChange'

interface Fields {
  caption: string
  service: string
}

const blank = (message: string) => (value: string) => value.trim() !== '' || message

// Adds a finished piece: a photo taken or chosen on the phone, its caption and service. The piece is
// saved unpublished. A refusal shows beside its field and keeps the photo and what was typed; the
// form empties once the piece is saved.
export function ShowcaseForm() {
  const defaults: Fields = { caption: '', service: contactServices[0].id }
  const form = useForm<Fields>({ defaultValues: defaults })
  const { errors } = form.formState
  const photo = usePiecePhoto()
  const save = useMemberChange(
    showcaseChanges,
    addPiece,
    texts.added,
    () => {
      form.reset(defaults)
      photo.clear()
    },
    (problems) => {
      for (const problem of problems) {
        if (problem === 'photo') photo.setError(texts.problems.photo)
        else form.setError(problem === 'service' ? 'service' : 'caption', { message: texts.problems[problem] ?? texts.refused })
      }
    },
  )
  const submit = form.handleSubmit((values) => {
    if (!photo.photo) return photo.setError(texts.photoMissing)
    const { id, file, width, height } = photo.photo
    save.mutate({ id, caption: values.caption, service: values.service, photo: file, width, height })
  })
  return (
    <div className="rounded-2xl border border-ink/15 bg-white p-4 sm:p-6">
      <h3 className="font-serif text-xl font-semibold text-ink">{texts.addHeading}</h3>
      <form noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
        <PhotoField id="piece-photo" photo={photo} texts={texts} previewHeight="max-h-80" />
        <FormField id="piece-caption" label={texts.caption} hint={texts.captionHint} error={errors.caption?.message}>
          <textarea
            rows={2}
            className={`${inputClass} mt-2`}
            {...fieldAria('piece-caption', texts.captionHint, errors.caption?.message)}
            {...form.register('caption', { validate: blank(texts.problems.caption!), maxLength: { value: 200, message: texts.problems.caption! } })}
          />
        </FormField>
        <FormField id="piece-service" label={texts.service} error={errors.service?.message}>
          <select className={`${inputClass} mt-2`} {...fieldAria('piece-service', undefined, errors.service?.message)} {...form.register('service')}>
            {contactServices.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </select>
        </FormField>
        <div>
          <button type="submit" className="btn-primary" disabled={save.isPending || photo.preparing}>
            {save.isPending ? texts.adding : texts.add}
          </button>
        </div>
      </form>
    </div>
  )
}
