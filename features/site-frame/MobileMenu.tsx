import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import type { ReactNode } from 'react'
import { aboutLinks, legalLinks, mainNav, mobileServiceGroups, type NavLink } from '../../lib/navigation'
import { mobileMenuTexts } from '../../lib/content/mobileMenu'
import { Icon } from '../../components/ui/Icon'

// The drawer under 768 px. Headless UI's Dialog traps focus, locks page scroll, closes on Escape
// and on the backdrop, and gives focus back to the opener.
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const link = ({ href, label }: NavLink, className = 'block rounded-md px-3 py-2.5 text-ink hover:bg-ivory-200') => (
    <a key={href} href={href} onClick={onClose} className={`focus-ring ${className}`}>
      {label}
    </a>
  )
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-ink/50 transition-opacity duration-300 data-[closed]:opacity-0" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-[85vw] max-w-sm flex-col overflow-y-auto bg-ivory shadow-2xl transition-transform duration-300 ease-out data-[closed]:translate-x-full"
        >
          <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
            <DialogTitle className="font-serif text-2xl text-ink">{mobileMenuTexts.title}</DialogTitle>
            <button type="button" onClick={onClose} className="focus-ring grid h-11 w-11 place-items-center rounded-full" aria-label={mobileMenuTexts.close}>
              <Icon name="x" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label={mobileMenuTexts.navigation} className="flex flex-col gap-1 px-4 py-5">
            {link({ href: '/contact', label: mobileMenuTexts.contact }, 'btn-primary mb-4 w-full')}
            {link(mainNav.home)}
            <Group title={mobileMenuTexts.services}>
              {mobileServiceGroups.map((group) => (
                <div key={group.label} className="mb-2">
                  <p className="px-3 pt-2 eyebrow">{group.label}</p>
                  {group.links.map((l) => link(l, 'block rounded-md px-3 py-2 text-sm text-ink hover:bg-ivory-200'))}
                </div>
              ))}
              {link(
                { href: '/services', label: mobileMenuTexts.allServices },
                'block rounded-md px-3 py-2 text-sm font-semibold text-gold-700 hover:bg-ivory-200',
              )}
            </Group>
            <Group title={mobileMenuTexts.about}>{aboutLinks.map((l) => link(l))}</Group>
            <Group title={mobileMenuTexts.legal}>{legalLinks.map((l) => link(l, 'block rounded-md px-3 py-2 text-sm text-ink hover:bg-ivory-200'))}</Group>
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Disclosure as="div" className="border-t border-ink/10">
      <DisclosureButton className="focus-ring group flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium text-ink">
        {title}
        <Icon name="chevron-down" className="h-5 w-5 transition-transform group-data-[open]:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel className="pb-2 pl-2">{children}</DisclosurePanel>
    </Disclosure>
  )
}
