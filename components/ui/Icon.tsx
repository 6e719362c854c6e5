import { iconId, type IconName } from '../../lib/icons'

interface IconProps {
  name: IconName
  /** Its size (h-… w-…) and anything else it needs; it takes the text colour. */
  className: string
}

/** A decorative lucide icon, drawn from the page's symbols (IconSprite); hidden from screen readers. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}
