import { contactServices, type ContactServiceId } from '../../lib/content/contactChoices'
import { servicePickerLabel, servicePickerTitle } from './texts/formTexts'

// Native radio inputs give radio-group semantics and arrow-key selection for free. Two columns of
// smaller cards on a phone, every description kept: the form's first field comes a screen sooner.
export function ServicePicker({
  descriptions,
  value,
  onChange,
  disabled,
}: {
  descriptions: Readonly<Record<ContactServiceId, string>>
  value: ContactServiceId
  onChange: (id: ContactServiceId) => void
  disabled?: boolean
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="heading-3">{servicePickerTitle}</legend>
      <div role="radiogroup" aria-label={servicePickerLabel} className="mt-4 grid grid-cols-2 gap-2 sm:mt-5 sm:gap-3 lg:grid-cols-4">
        {contactServices.map((service) => (
          <label key={service.id} className="group relative cursor-pointer">
            <input
              type="radio"
              name="service"
              value={service.id}
              checked={value === service.id}
              onChange={() => onChange(service.id)}
              className="peer sr-only"
            />
            <span className="block h-full rounded-xl border border-ink/15 bg-white p-3 sm:p-4 peer-checked:(border-ink bg-ink text-ivory) peer-focus-visible:(outline-2 outline-offset-2 outline-gold-500 outline-solid transition-colors) hover:(border-gold-500 transition-colors)">
              <span className="block font-semibold">{service.name}</span>
              <span className="mt-1 block text-xs opacity-80 sm:text-sm">{descriptions[service.id]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
