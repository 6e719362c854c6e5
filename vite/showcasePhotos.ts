// « Réalisations »: reads the published pieces from the Supabase project the site is built for, with
// the publishable key (anon reads only those, and only their photos: supabase/schemas/showcase.sql),
// downloads each photo and writes its AVIF, WebP and JPEG widths into public/images/realisations/
// (git-ignored), metadata dropped (sharp writes none unless asked), with the manifest the pages read
// when they are prerendered (lib/showcase.ts). A project that does not answer gives no pieces: the
// site then shows none and says nothing of a gallery. Copies of pieces no longer published go.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { imageFormats, variantUrl } from '../lib/images.ts'
import { showcaseFolder, showcaseManifestName, showcaseWidths, type ShowcasePiece } from '../lib/showcase.ts'
import { supabasePublishableKey, supabaseUrl } from '../lib/supabase.ts'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 10_000

interface PieceRow {
  id: string
  caption: string
  service: string
  photo: string
}

type Target = { url: string; key: string }

async function publishedPieces({ url, key }: Target): Promise<PieceRow[]> {
  const response = await fetch(`${url}/rest/v1/showcase_pieces?select=id,caption,service,photo&published=is.true&order=position,id`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`showcase_pieces: HTTP ${response.status}`)
  return (await response.json()) as PieceRow[]
}

async function photoOf({ url, key }: Target, photo: string): Promise<Buffer> {
  const response = await fetch(`${url}/storage/v1/object/authenticated/showcase/${encodeURIComponent(photo)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`showcase/${photo}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** One piece's copies, written unless already there (a piece's photo never changes). */
async function writeCopies(row: PieceRow, original: Buffer, publicDir: string): Promise<ShowcasePiece> {
  const source = sharp(original).rotate()
  const { width = 1, height = 1 } = await source.metadata()
  const widths = showcaseWidths(width)
  const largest = widths.at(-1)!
  const image = { name: `${showcaseFolder}/${row.id}`, width: largest, height: Math.round((height * largest) / width), widths }
  for (const copyWidth of widths)
    for (const format of imageFormats) {
      const target = join(publicDir, variantUrl(image, copyWidth, format))
      if (existsSync(target)) continue
      const pipeline = sharp(original).rotate().resize({ width: copyWidth, withoutEnlargement: true })
      if (format === 'avif') await pipeline.avif({ quality: 50 }).toFile(target)
      else if (format === 'webp') await pipeline.webp({ quality: 72 }).toFile(target)
      else await pipeline.jpeg({ quality: 78, mozjpeg: true }).toFile(target)
    }
  return { id: row.id, caption: row.caption, service: row.service, image }
}

/** Reads, downloads and writes; returns the manifest written. */
export async function writeShowcasePhotos(target: Target = { url: supabaseUrl, key: supabasePublishableKey }, publicDir = 'public'): Promise<ShowcasePiece[]> {
  const folder = join(publicDir, 'images', showcaseFolder)
  mkdirSync(folder, { recursive: true })
  let rows: PieceRow[] = []
  try {
    rows = await publishedPieces(target)
  } catch (error) {
    console.info(`Réalisations: no pieces read from ${target.url} (${(error as Error).message}); the site shows none.`)
  }
  const pieces: ShowcasePiece[] = []
  for (const row of rows) {
    try {
      pieces.push(await writeCopies(row, await photoOf(target, row.photo), publicDir))
    } catch (error) {
      console.warn(`Réalisations: the photo of « ${row.caption} » could not be read (${(error as Error).message}); left out.`)
    }
  }
  const kept = new Set(pieces.map((piece) => piece.id))
  for (const file of readdirSync(folder)) if (file !== showcaseManifestName && !kept.has(file.replace(/-\d+\.\w+$/, ''))) rmSync(join(folder, file))
  writeFileSync(join(folder, showcaseManifestName), `${JSON.stringify(pieces, null, 2)}\n`)
  return pieces
}

// Once per build, as the client's build starts: before the server's, which prerenders the pages.
export function showcasePhotos(): Plugin {
  return {
    name: 'atelier:showcase-photos',
    apply: 'build',
    async buildStart() {
      if (this.environment.name === 'client') await writeShowcasePhotos()
    },
  }
}
