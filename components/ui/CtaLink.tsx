import type { Cta } from '../../lib/content/types'

const onLight = { primary: 'btn-primary', secondary: 'btn-secondary', appointment: 'btn-appointment' } as const
const onDark = { primary: 'btn-light', secondary: 'btn-outline-light', appointment: 'btn-appointment' } as const

export function CtaLink({ cta, tone = 'light' }: { cta: Cta; tone?: 'light' | 'dark' }) {
  return (
    <a href={cta.href} className={(tone === 'light' ? onLight : onDark)[cta.variant ?? 'primary']}>
      {cta.label}
    </a>
  )
}
