import '../styles/global.css'
import 'virtual:uno.css'
import type { ReactNode } from 'react'
import { AuthProvider } from '../components/auth/AuthProvider'
import { ConsentProvider } from '../components/consent/ConsentProvider'
import { CookieBanner } from '../components/consent/CookieBanner'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import { SkipLink } from '../components/layout/SkipLink'
import { ToastHost } from '../components/ui/ToastHost'
import { OutboxIndicator } from '../components/pwa/OutboxIndicator'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider>
      <AuthProvider>
        <SkipLink />
        {/* First in the focus order after the skip link, though shown at the bottom: keyboard users
            reach the choice at once instead of after the whole page. */}
        <CookieBanner />
        <Header />
        <main id="contenu" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <ToastHost />
        <OutboxIndicator />
      </AuthProvider>
    </ConsentProvider>
  )
}
