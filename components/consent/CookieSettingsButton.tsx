import { useConsentContext } from './ConsentProvider'

export function CookieSettingsButton({ className }: { className?: string }) {
  const { dispatch } = useConsentContext()
  return (
    <button type="button" className={className} onClick={() => dispatch({ type: 'openSettings' })}>
      Paramètres des cookies
    </button>
  )
}
