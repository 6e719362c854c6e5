import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { atelierClient } from './atelierClient'
import { requestCode } from './requestCode'
import { codeRequested, type CodeRequest } from './SignIn'
import { MAX_WRONG_CODES, verifyOutcome } from './signInErrors'
import { isSpentHere, rememberSpentCode } from './spentCode'
import { signIn as texts } from './texts/signIn'

const codeAge = (request: CodeRequest) => Date.now() - request.at

interface Props {
  request: CodeRequest
  onRestart: () => void
  onResent: (request: CodeRequest) => void
}

export function CodeForm({ request, onRestart, onResent }: Props) {
  const [wrongTries, setWrongTries] = useState(0)
  const [notice, setNotice] = useState<string | null>(request.note ?? null)
  const [resending, setResending] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>()

  const submit = handleSubmit(async ({ code }) => {
    setNotice(null)
    // Past the wrong tries allowed, this screen tries the code no more (hosted Auth limits the checks
    // by their rate only): a new code is needed.
    if (wrongTries >= MAX_WRONG_CODES) {
      setError('root', { message: texts.tooManyWrong })
      return
    }
    try {
      const token = code.replace(/\s/g, '')
      const { error } = await atelierClient.auth.verifyOtp({ email: request.email, token, type: 'email' })
      // Signed in: the session's change shows the desk.
      if (!error) {
        rememberSpentCode(request.email, token)
        return
      }
      const tries = error.status === 403 ? wrongTries + 1 : wrongTries
      setWrongTries(tries)
      setError('root', { message: texts[verifyOutcome(error, tries, codeAge(request), isSpentHere(request.email, token))] })
    } catch {
      setError('root', { message: texts.offline })
    }
  })

  const resend = async () => {
    setResending(true)
    const outcome = await requestCode(request.email)
    setResending(false)
    if (outcome.kind === 'sent') {
      setWrongTries(0)
      onResent(codeRequested(request.email, texts.resent))
    } else setNotice(outcome.kind === 'wait' ? texts.resendWait(outcome.seconds) : outcome.kind === 'tooManyRequests' ? texts.tooManyRequests : texts.offline)
  }

  return (
    <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
      <p className="text-stone-600">{texts.codeSent(request.email)}</p>
      {notice && (
        <p role="status" className="rounded-lg bg-ivory p-3 text-sm text-ink">
          {notice}
        </p>
      )}
      <div>
        <label htmlFor="atelier-code" className="block font-medium text-ink">
          {texts.codeLabel}
        </label>
        <p id="atelier-code-help" className="mt-1 text-sm text-stone-600">
          {texts.codeHelp}
        </p>
        <input
          id="atelier-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          className={`${inputClass} mt-2 text-2xl tracking-[0.3em]`}
          aria-describedby={errors.code ? 'atelier-code-error' : 'atelier-code-help'}
          aria-invalid={errors.code ? true : undefined}
          {...register('code', {
            required: texts.codeInvalid,
            validate: (value) => /^\d{6}$/.test(value.replace(/\s/g, '')) || texts.codeInvalid,
          })}
        />
        {errors.code && (
          <p id="atelier-code-error" className="mt-2 text-sm text-rouge">
            {errors.code.message}
          </p>
        )}
      </div>
      {errors.root && (
        <p role="alert" className="text-sm text-rouge">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? texts.verifying : texts.verify}
      </button>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary px-4 py-2" disabled={resending} onClick={() => void resend()}>
          {texts.resend}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onRestart}>
          {texts.otherAddress}
        </button>
      </div>
    </form>
  )
}
