import spriteUrl from 'virtual:icon-sprite'
import type { IconName } from '../../lib/icons'

interface IconProps {
  name: IconName
  /** Its size (h-… w-…) and anything else it needs; it takes the text colour. */
  className: string
}

/** A decorative lucide icon, drawn from the site's sprite (build/iconSprite.ts); hidden from screen readers. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
