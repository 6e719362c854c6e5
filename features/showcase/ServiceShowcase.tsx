import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'
import type { ShownPiece } from './ShowcaseGrid'

// Prerendered whole (photos, captions, the link), its code off the page's first load: the service
// pages' first-load JavaScript is near its budget (scripts/bundle-report.mjs). A photo pressed
// before the code has come is opened once it has (HydrateWhenVisible).
const ServicePieces = prerenderedLazy(() => import('./ServicePieces'))

/** The service page's finished pieces; nothing when it has none. */
export function ServiceShowcase({ pieces, service }: { pieces: readonly ShownPiece[]; service: string }) {
  if (pieces.length === 0) return null
  return (
    <HydrateWhenVisible code={ServicePieces.load} placeholderClassName="h-[36rem] bg-ivory-100">
      <ServicePieces pieces={pieces} service={service} />
    </HydrateWhenVisible>
  )
}
