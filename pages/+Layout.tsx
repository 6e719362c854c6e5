import '../styles/global.css'
import 'virtual:uno.css'
import { Suspense, type ReactNode } from 'react'
import { ConsentProvider } from '../features/consent/ConsentProvider'
import { CookieBanner } from '../features/consent/CookieBanner'
import { Footer } from '../features/site-frame/Footer'
import { Header } from '../features/site-frame/Header'
import { NextPageFonts } from '../features/site-frame/NextPageFonts'
import { PageHydrated } from '../features/site-frame/PageHydrated'
import { SkipLink } from '../features/site-frame/SkipLink'
import { IconSprite } from '../components/ui/IconSprite'
import { ToastHost } from '../components/ui/ToastHost'
import { OutboxIndicator } from '../features/contact/OutboxIndicator'
import { mainContentId } from '../lib/mainContent'

// The header, the page and the footer are Suspense boundaries: React hydrates the providers first,
// then each boundary separately and in small slices (a boundary's hydration yields to the browser
// every few milliseconds), so a phone's main thread is never blocked for long.
// https://react.dev/reference/react-dom/client/hydrateRoot, https://github.com/reactwg/react-18/discussions/37
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider>
      <IconSprite />
      <SkipLink />
      {/* First in the focus order after the skip link, though shown at the bottom: keyboard users
          reach the choice at once instead of after the whole page. */}
      <CookieBanner />
      <Suspense>
        <Header />
      </Suspense>
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        <Suspense>
          {children}
          <PageHydrated />
          <NextPageFonts />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ToastHost />
      <OutboxIndicator />
    </ConsentProvider>
  )
}
