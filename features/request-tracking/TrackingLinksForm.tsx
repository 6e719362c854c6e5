import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Icon } from '../../components/ui/Icon'
import { inputClass } from '../../components/ui/inputClass'
import { EMAIL_MAX_LENGTH, isEmailAddress, typedEmail } from '../../lib/emailAddress'
import { trackingLinksPage as texts } from '../../lib/content/pageContent/trackingLinks'
import { site } from '../../lib/site'

type State = { kind: 'editing'; error?: string } | { kind: 'sending' } | { kind: 'asked'; address: string }

const noSubscription = () => () => undefined

/** False in the prerendered HTML and while hydrating, true once the page's code runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

// « Suivre ma demande »: one field, the e-mail address. The answer is the same whether the address
// wrote to the workshop or not; the links come by e-mail (public.ask_tracking_links). The button
// waits for hydration: a form sent before would put the address in a URL. The field is not
// controlled, so what was typed before hydration stays.
export function TrackingLinksForm() {
  const [state, setState] = useState<State>({ kind: 'editing' })
  const ready = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const answer = useRef<HTMLParagraphElement>(null)
  const id = useId()
  const errorId = `${id}-erreur`

  useEffect(() => {
    if (state.kind === 'asked') answer.current?.focus()
  }, [state.kind])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = typedEmail(String(new FormData(event.currentTarget).get('email') ?? ''))
    const invalid = !address ? texts.emailMissing : isEmailAddress(address) ? undefined : texts.emailInvalid
    if (invalid) {
      setState({ kind: 'editing', error: invalid })
      input.current?.focus()
      return
    }
    setState({ kind: 'sending' })
    // The call, with the project's key, loads on the first ask: no page's first load carries it.
    const result = await import('./trackingLinksApi').then(
      ({ askTrackingLinks }) => askTrackingLinks(address),
      () => 'network' as const,
    )
    if (result === 'asked') return setState({ kind: 'asked', address })
    setState({ kind: 'editing', error: result === 'throttled' ? texts.throttled : texts.network(site.phone.display) })
  }

  if (state.kind === 'asked')
    return (
      <div className="mt-8 max-w-2xl">
        <p ref={answer} tabIndex={-1} role="status" className="rounded-xl bg-ivory-200 p-4 text-lg text-ink outline-none">
          {texts.answer(state.address)}
        </p>
        <button type="button" className="btn-secondary mt-6 px-4 py-2" onClick={() => setState({ kind: 'editing' })}>
          {texts.again}
        </button>
      </div>
    )

  const error = state.kind === 'editing' ? state.error : undefined
  return (
    <form noValidate className="mt-8 max-w-xl space-y-6" onSubmit={(event) => void submit(event)}>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {texts.emailLabel}
        </label>
        <input
          ref={input}
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} mt-1.5`}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 flex items-center gap-1 text-sm text-rouge">
            <Icon name="circle-alert" className="h-4 w-4" />
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary min-w-56" disabled={!ready || state.kind === 'sending'}>
        {state.kind === 'sending' ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
