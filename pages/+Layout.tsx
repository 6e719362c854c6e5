import '../styles/global.css'
import 'virtual:uno.css'
import type { ReactNode } from 'react'
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
      <SkipLink />
      <Header />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <ToastHost />
      <OutboxIndicator />
    </ConsentProvider>
  )
}
