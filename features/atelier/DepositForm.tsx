import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { contactServices } from '../../lib/content/contactChoices'
import { depositChanges, registerDeposit, type DepositRequest } from './deposits'
import { depositProblems, type DepositInput } from './depositRules'
import type { Deposit } from './DepositSlip'
import { FormField, fieldAria } from './FormField'
import { PhotoField } from './PhotoField'
import { depositTexts as texts } from './texts/deposits'
import { useMemberChange } from './useMemberChange'
import { usePiecePhoto } from './usePiecePhoto'

const defaults: DepositInput = { name: '', email: '', phone: '', service: contactServices[0].id, description: '' }

// A piece left at the counter: the customer's name, an e-mail and/or a phone, the service, the piece
// and, if wanted, a photo taken with the phone. The form's rules are the database's (depositRules.ts);
// a refusal shows beside its field and keeps what was typed and the photo.
export function DepositForm({ onRegistered }: { onRegistered: (deposit: Deposit) => void }) {
  const form = useForm<DepositInput>({ defaultValues: defaults })
  const { errors } = form.formState
  const photo = usePiecePhoto(texts)
  // Drawn once per deposit: a retry after a lost answer registers the same one.
  const [id, setId] = useState(() => crypto.randomUUID())
  const showProblems = (problems: string[]) => {
    for (const problem of problems) {
      if (problem === 'photo') photo.setError(texts.problems.photo)
      else form.setError(problem === 'contact' ? 'email' : (problem as keyof DepositInput), { message: texts.problems[problem] ?? texts.refused })
    }
  }
  // « Enregistrer le dépôt »: the registered deposit goes to its slip; « À traiter » is read again.
  const register = useMemberChange(
    depositChanges,
    registerDeposit,
    (answer) => texts.registered(answer.reference),
    (answer, request: DepositRequest) => {
      onRegistered({ reference: answer.reference, secret: answer.secret, createdAt: answer.created_at, ...request })
      setId(crypto.randomUUID())
      form.reset(defaults)
      photo.clear()
    },
    showProblems,
  )
  const submit = form.handleSubmit((values) => {
    const problems = depositProblems(values)
    if (problems.length) return showProblems(problems)
    register.mutate({ id, ...values, photo: photo.photo?.file ?? null })
  })
  const field = (name: keyof DepositInput, hint?: string) => ({
    ...fieldAria(`deposit-${name}`, hint, errors[name]?.message),
    ...form.register(name),
  })
  return (
    <form noValidate className="mt-4 grid gap-4 rounded-2xl border border-ink/15 bg-white p-4 sm:p-6" onSubmit={(event) => void submit(event)}>
      <FormField id="deposit-name" label={texts.name} error={errors.name?.message}>
        <input type="text" autoComplete="off" className={`${inputClass} mt-2`} {...field('name')} />
      </FormField>
      <p className="text-sm text-stone-600">{texts.contactHint}</p>
      <FormField id="deposit-phone" label={texts.phone} error={errors.phone?.message}>
        <input type="tel" autoComplete="off" className={`${inputClass} mt-2`} {...field('phone')} />
      </FormField>
      <FormField id="deposit-email" label={texts.email} hint={texts.emailHint} error={errors.email?.message}>
        <input type="email" autoComplete="off" className={`${inputClass} mt-2`} {...field('email', texts.emailHint)} />
      </FormField>
      <FormField id="deposit-service" label={texts.service} error={errors.service?.message}>
        <select className={`${inputClass} mt-2`} {...field('service')}>
          {contactServices.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="deposit-description" label={texts.description} hint={texts.descriptionHint} error={errors.description?.message}>
        <textarea rows={4} className={`${inputClass} mt-2`} {...field('description', texts.descriptionHint)} />
      </FormField>
      <PhotoField id="deposit-photo" photo={photo} texts={texts} previewHeight="max-h-60" />
      <div>
        <button type="submit" className="btn-primary" disabled={register.isPending || photo.preparing}>
          {register.isPending ? texts.registering : texts.register}
        </button>
      </div>
    </form>
  )
}
