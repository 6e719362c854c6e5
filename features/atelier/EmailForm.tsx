import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { requestCode } from './requestCode'
import { codeRequested, type CodeRequest } from './SignIn'
import { signIn as texts } from './texts/signIn'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function EmailForm({ onSent }: { onSent: (request: CodeRequest) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>()

  const submit = handleSubmit(async ({ email }) => {
    const address = email.trim().toLowerCase()
    const outcome = await requestCode(address)
    if (outcome.kind === 'sent') onSent(codeRequested(address))
    // A code went less than a minute ago: it still works, so the next screen is the right one.
    else if (outcome.kind === 'wait') onSent(codeRequested(address, texts.resendWait(outcome.seconds)))
    else setError('root', { message: outcome.kind === 'tooManyRequests' ? texts.tooManyRequests : outcome.kind === 'offline' ? texts.offline : texts.failed })
  })

  return (
    <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
      <div>
        <label htmlFor="atelier-email" className="block font-medium text-ink">
          {texts.emailLabel}
        </label>
        <p id="atelier-email-help" className="mt-1 text-sm text-stone-600">
          {texts.emailHelp}
        </p>
        <input
          id="atelier-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={`${inputClass} mt-2`}
          aria-describedby={errors.email ? 'atelier-email-error' : 'atelier-email-help'}
          aria-invalid={errors.email ? true : undefined}
          {...register('email', { required: texts.emailMissing, pattern: { value: EMAIL, message: texts.emailInvalid } })}
        />
        {errors.email && (
          <p id="atelier-email-error" className="mt-2 text-sm text-rouge">
            {errors.email.message}
          </p>
        )}
      </div>
      {errors.root && (
        <p role="alert" className="text-sm text-rouge">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.sendCode}
      </button>
    </form>
  )
}
