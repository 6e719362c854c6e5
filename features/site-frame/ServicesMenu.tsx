import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { createHoverIntent } from '../../lib/hoverIntent'
import { servicesMenuLabel } from '../../lib/content/layout'
import { servicesMenu } from '../../lib/navigation'
import { Icon } from '../../components/ui/Icon'

// A disclosure navigation menu (WAI-ARIA APG pattern): a button that shows a list of links.
// Links are links, not menu items, so Tab moves through them; Escape closes and refocuses the button.
export function ServicesMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const intent = useMemo(() => createHoverIntent(setOpen), [])

  useEffect(() => intent.cancel, [intent])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- not a control: it hears Escape and focus leaving from the button and links inside it.
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && intent.enter()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && intent.leave()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          intent.cancel()
          setOpen((value) => !value)
        }}
        className={`focus-ring flex items-center gap-1 rounded-sm px-1 py-2 text-sm font-medium transition-colors ${active ? 'text-gold-700 underline decoration-gold-500 decoration-2 underline-offset-8' : 'text-ink hover:text-gold-700'}`}
      >
        {servicesMenuLabel}
        <Icon name="chevron-down" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-1/2 top-full z-50 w-72 -translate-x-1/2 pt-3">
        <ul className="rounded-lg border border-ink/10 bg-white p-2 shadow-xl">
          {servicesMenu.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={() => setOpen(false)} className="focus-ring block rounded-md px-4 py-2.5 text-sm text-ink hover:bg-ivory-200">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
