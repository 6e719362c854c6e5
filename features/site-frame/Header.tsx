import { lazy, Suspense, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { isActiveLink, mainNav } from '../../lib/navigation'
import { catalogue } from '../../lib/content/catalogue'
import { ContactButton } from '../../components/ui/ContactButton'
import { Logo } from './Logo'
import { ServicesMenu } from './ServicesMenu'
import { useScrolledPast } from './useScrolledPast'
import { appointmentHref, appointmentLabel, contactLabel, mainNavigationLabel, openMenuLabel } from '../../lib/content/layout'
import { Icon } from '../../components/ui/Icon'

// The drawer (Headless UI Dialog) is only downloaded when a visitor opens it.
const MobileMenu = lazy(() => import('./MobileMenu'))

type HeaderState = 'transparent' | 'solid' | 'scrolled'

export function Header() {
  const { urlPathname, config } = usePageContext()
  const scrolled = useScrolledPast(10)
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuRequested, setMenuRequested] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)
  // The drawer mounts lazily, after its opener was pressed: give focus back to the opener explicitly.
  const closeMenu = () => {
    setMenuOpen(false)
    requestAnimationFrame(() => openerRef.current?.focus())
  }
  const state: HeaderState = scrolled ? 'scrolled' : urlPathname === '/' ? 'transparent' : 'solid'
  const surfaceClass = {
    transparent: 'bg-transparent',
    solid: 'bg-white border-b border-ink/10',
    scrolled: 'bg-white/95 shadow-[0_6px_24px_-12px_rgba(16,24,43,0.35)] backdrop-blur',
  }[state]

  const navLink = (href: string, label: string) => {
    const active = isActiveLink(href, urlPathname)
    return (
      <a
        href={href}
        aria-current={active ? 'page' : undefined}
        className={`focus-ring rounded-sm px-1 py-2 text-sm font-medium transition-colors ${active ? 'text-gold-700 underline decoration-gold-500 decoration-2 underline-offset-8' : 'text-ink hover:text-gold-700'}`}
      >
        {label}
      </a>
    )
  }

  return (
    <header data-state={state} className={`sticky top-0 z-40 h-20 transition-[background-color,box-shadow] duration-300 ${surfaceClass}`}>
      <div className="container flex h-full items-center justify-between gap-3 sm:gap-6">
        <Logo />
        <nav aria-label={mainNavigationLabel} className="hidden md:block">
          <ul className="flex items-center gap-6 lg:gap-8">
            <li>{navLink(mainNav.home.href, mainNav.home.label)}</li>
            <li>
              <ServicesMenu active={isActiveLink('/services', urlPathname) || catalogue.some((service) => service.path === urlPathname)} />
            </li>
            <li>{navLink(mainNav.about.href, mainNav.about.label)}</li>
            <li>{navLink(mainNav.contact.href, mainNav.contact.label)}</li>
          </ul>
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <ContactButton label={contactLabel} variant="outline" />
          {!config.hideAppointmentButton && (
            <a href={appointmentHref} className="btn-appointment hidden lg:inline-flex">
              {appointmentLabel}
            </a>
          )}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <a href="/contact" className="focus-ring grid h-11 w-11 place-items-center rounded-full text-ink" aria-label={contactLabel}>
            <Icon name="mail" className="h-5 w-5" />
          </a>
          <button
            ref={openerRef}
            type="button"
            className="focus-ring grid h-11 w-11 place-items-center rounded-full text-ink"
            aria-label={openMenuLabel}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuRequested(true)
              setMenuOpen(true)
            }}
          >
            <Icon name="menu" className="h-6 w-6" />
          </button>
        </div>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  )
}
