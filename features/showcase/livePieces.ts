// The published pieces as the database has them now, read once per page after hydration: a piece
// unpublished or deleted since the build goes, one published since appears, shown from its stored
// photo (already prepared on the owner's device, at the width and height the table keeps: nothing
// shifts when it arrives); the built responsive copies follow at the next build. Loaded with a
// dynamic import (useLivePieces.ts), never with a page.
import { publicRowsOnce } from '../../lib/publicRows'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import type { ShownPiece } from './ShowcaseGrid'

export interface StoredPiece {
  id: string
  caption: string
  service: string
  photo: string
  photo_width: number
  photo_height: number
}

const photos = new Map<string, Promise<string | null>>()

/** The published pieces in the owner's order (anon reads no other), or null when they cannot be read. */
const storedPieces = publicRowsOnce('showcase_pieces?select=id,caption,service,photo,photo_width,photo_height&order=position,id', (rows) =>
  rows.filter(isStoredPiece),
)

/** The stored photo as an object URL: the bucket is private, its policy gives anon a published piece's photo. */
function storedPhoto(name: string): Promise<string | null> {
  let photo = photos.get(name)
  if (!photo) {
    photo = fetch(`${supabaseUrl}/storage/v1/object/authenticated/showcase/${encodeURIComponent(name)}`, {
      headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${supabasePublishableKey}` },
    })
      .then(async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : null))
      .catch(() => null)
    photos.set(name, photo)
  }
  return photo
}

/** The pieces as the database has them now (those of `service` only, when given), or null when they cannot be read. */
export async function piecesNow(built: readonly ShownPiece[], service?: string): Promise<ShownPiece[] | null> {
  const rows = await storedPieces()
  if (!rows) return null
  const known = new Set(built.map((piece) => piece.id))
  const wanted = rows.filter((row) => (service === undefined || row.service === service) && !known.has(row.id))
  const photos = new Map(await Promise.all(wanted.map(async (row) => [row.photo, await storedPhoto(row.photo)] as const)))
  const now = shownPieces(built, rows, service, photos)
  // Unchanged, the page is not drawn again.
  return JSON.stringify(now) === JSON.stringify(built) ? null : now
}

/** The published rows (of `service`, when given) as pieces: those built with their built copies and
 *  the caption now, those published since from their stored photo (left out when it could not be
 *  read); the sample pieces of a test build, which the database does not hold, kept first. */
export function shownPieces(
  built: readonly ShownPiece[],
  rows: readonly StoredPiece[],
  service: string | undefined,
  photos: ReadonlyMap<string, string | null>,
): ShownPiece[] {
  const builtById = new Map(built.map((piece) => [piece.id, piece]))
  const now = rows
    .filter((row) => service === undefined || row.service === service)
    .map((row): ShownPiece | null => {
      const known = builtById.get(row.id)
      if (known) return { ...known, caption: row.caption }
      const photo = photos.get(row.photo)
      return photo ? { id: row.id, caption: row.caption, image: { name: '', width: row.photo_width, height: row.photo_height, widths: [] }, photo } : null
    })
  return [...built.filter((piece) => piece.sample), ...now.filter((piece): piece is ShownPiece => piece !== null)]
}

function isStoredPiece(row: unknown): row is StoredPiece {
  if (typeof row !== 'object' || row === null) return false
  const r = row as Record<string, unknown>
  return (
    typeof r.id === 'string' &&
    typeof r.caption === 'string' &&
    typeof r.service === 'string' &&
    typeof r.photo === 'string' &&
    Number.isInteger(r.photo_width) &&
    Number.isInteger(r.photo_height)
  )
}
