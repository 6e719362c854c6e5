import { contactButtonLabel } from '../../lib/content/ui'

interface ContactButtonProps {
  label?: string
  href?: string
  /** cta: the ink call-to-action; footer: light on the dark footer; outline: the header's quiet button. */
  variant?: 'cta' | 'footer' | 'outline'
  className?: string
}

const variants = { cta: 'btn-primary', footer: 'btn-light', outline: 'btn-secondary' } as const

export function ContactButton({ label = contactButtonLabel, href = '/contact', variant = 'cta', className = '' }: ContactButtonProps) {
  return (
    <a href={href} className={`${variants[variant]} ${className}`}>
      {label}
    </a>
  )
}
