import { useConsentContext } from './ConsentProvider'

export function CookieSettingsButton({ className }: { className?: string }) {
  const { openSettings } = useConsentContext()
  return (
    <button type="button" className={className} onClick={openSettings}>
      Paramètres des cookies
    </button>
  )
}
