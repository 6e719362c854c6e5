import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { isEmailAddress, typedEmail } from '../../lib/emailAddress'
import { clientTexts as texts } from './texts/clients'

// The address to look for, taken as the contact form takes it; a wrong one is refused here, and
// what was typed stays.
export function ClientSearch({ busy, onSearch }: { busy: boolean; onSearch: (address: string) => void }) {
  const form = useForm<{ address: string }>({ defaultValues: { address: '' } })
  const error = form.formState.errors.address?.message
  const submit = form.handleSubmit(({ address }) => {
    const typed = typedEmail(address)
    if (!typed) form.setError('address', { message: texts.addressMissing })
    else if (!isEmailAddress(typed)) form.setError('address', { message: texts.addressInvalid })
    else onSearch(typed)
  })
  return (
    <form noValidate role="search" className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
      <div className="min-w-0 flex-1 basis-72">
        <label htmlFor="client-address" className="block font-medium text-ink">
          {texts.addressLabel}
        </label>
        <p id="client-address-help" className="mt-1 text-sm text-stone-600">
          {texts.addressHelp}
        </p>
        <input
          id="client-address"
          type="email"
          inputMode="email"
          autoComplete="off"
          className={`${inputClass} mt-2`}
          aria-describedby={error ? 'client-address-help client-address-error' : 'client-address-help'}
          aria-invalid={error ? true : undefined}
          {...form.register('address')}
        />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? texts.searching : texts.search}
      </button>
      {error && (
        <p id="client-address-error" role="alert" className="basis-full text-rouge">
          {error}
        </p>
      )}
    </form>
  )
}
