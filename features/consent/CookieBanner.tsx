import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useConsentContext } from './ConsentProvider'
import {
  acceptAllLabel,
  cookieBannerPurpose,
  cookieBannerTitle,
  cookieConsentNotice,
  cookieSettingsButton,
  privacyPolicyLinkText,
  rejectAllLabel,
} from '../../lib/content/layout'

const PrivacySettingsDialog = lazy(() => import('./PrivacySettingsDialog'))

/** The back office embeds nothing from another company: its staff are not asked (the settings stay in the footer). */
const asksOn = (path: string) => !/^\/atelier(\/|$)/.test(path)

// Rendered only after the stored choice is read (never in the prerendered HTML), so a returning
// visitor never sees it, not even for a frame. Fixed position: showing it shifts no layout.
export function CookieBanner() {
  const { state, dispatch, ready, openSettings, settingsOpener } = useConsentContext()
  const { urlPathname } = usePageContext()
  // The store's updates render synchronously; the banner's first appearance can wait for a
  // background render instead of lengthening the task that follows hydration.
  const shown = useDeferredValue(ready && !state.hasInteracted && asksOn(urlPathname))
  const wasOpen = useRef(false)
  useEffect(() => {
    // The dialog's code arrives after its opener was pressed, too late for Headless UI to note
    // where focus was: give it back to the opener here, if it is still on the page.
    const opener = settingsOpener.current
    if (wasOpen.current && !state.settingsOpen && opener?.isConnected) requestAnimationFrame(() => opener.focus())
    wasOpen.current = state.settingsOpen
  }, [state.settingsOpen, settingsOpener])
  return (
    <>
      {shown && !state.hasInteracted && (
        <section
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-500/40 bg-ink text-ivory shadow-[0_-8px_30px_-12px_rgba(0,0,0,0.5)]"
        >
          <div className="container flex flex-col gap-4 py-5 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-3xl space-y-1">
              <h2 id="cookie-banner-title" className="font-serif text-xl text-gold-300">
                {cookieBannerTitle}
              </h2>
              <p className="text-sm text-ivory/85">{cookieBannerPurpose}</p>
              <p className="text-xs text-ivory/70">
                {cookieConsentNotice}{' '}
                <a href="/politique-de-confidentialite" className="focus-ring rounded-sm underline hover:text-gold-300">
                  {privacyPolicyLinkText}
                </a>
                .
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn-outline-light" onClick={openSettings}>
                {cookieSettingsButton}
              </button>
              <button type="button" className="btn-outline-light" onClick={() => dispatch({ type: 'rejectAll' })}>
                {rejectAllLabel}
              </button>
              <button type="button" className="btn-light shimmer" onClick={() => dispatch({ type: 'acceptAll' })}>
                {acceptAllLabel}
              </button>
            </div>
          </div>
        </section>
      )}
      {state.settingsOpen && (
        <Suspense fallback={null}>
          <PrivacySettingsDialog />
        </Suspense>
      )}
    </>
  )
}
