import { useConsentContext } from './ConsentProvider'
import { cookieSettingsLabel } from '../../lib/content/layout'

export function CookieSettingsButton({ className }: { className?: string }) {
  const { openSettings } = useConsentContext()
  return (
    <button type="button" className={className} onClick={openSettings}>
      {cookieSettingsLabel}
    </button>
  )
}
