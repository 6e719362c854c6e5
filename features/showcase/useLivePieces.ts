// The pieces a page shows: as built for the first render, then as the database has them now
// (livePieces.ts, loaded after hydration).
import { useMemo } from 'react'
import { useLiveFact } from '../../lib/useLiveFact'
import type { ShownPiece } from './ShowcaseGrid'

interface Built {
  pieces: readonly ShownPiece[]
  /** A service page's contact choice: only its pieces. */
  service?: string
}

const readPieces = ({ pieces, service }: Built) =>
  import('./livePieces').then((live) => live.piecesNow(pieces, service)).then((now) => now && { pieces: now, service })

export function useLivePieces(pieces: readonly ShownPiece[], service?: string): readonly ShownPiece[] {
  const built = useMemo(() => ({ pieces, service }), [pieces, service])
  return useLiveFact(built, readPieces).pieces
}
