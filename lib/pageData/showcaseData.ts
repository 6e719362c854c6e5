// The finished pieces the build wrote (vite/showcasePhotos.ts), read when the pages are prerendered:
// server side only (+data hooks, the sitemap). No manifest, as in a build that has not written one,
// means no pieces.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { showcaseFolder, showcaseManifestName, type ShowcasePiece } from '../showcase.ts'

export function publishedPieces(publicDir = 'public'): ShowcasePiece[] {
  const manifest = join(publicDir, 'images', showcaseFolder, showcaseManifestName)
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as ShowcasePiece[]) : []
}
