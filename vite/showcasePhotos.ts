// « Réalisations »: reads the published pieces from the Supabase project the site is built for, with
// the publishable key (anon reads only those, and only their photos: supabase/schemas/showcase.sql),
// downloads each photo and writes its AVIF, WebP and JPEG widths into public/images/realisations/
// (git-ignored), metadata dropped (sharp writes none unless asked), with the manifest the pages read
// when they are prerendered (lib/showcase.ts). A project that does not answer gives no pieces: the
// site then shows none and says nothing of a gallery. Copies of pieces no longer published go.
// The test gate's build, which has no database to read, takes sample pieces from a folder instead
// (SHOWCASE_FIXTURES=tests/fixtures/showcase): see sampleShowcaseProblem for why no site that goes
// online can carry them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { imageFormats, variantUrl } from '../lib/images.ts'
import { showcaseFolder, showcaseManifestName, showcaseWidths, type ShowcasePiece } from '../lib/showcase.ts'
import { supabasePublishableKey, supabaseUrl } from '../lib/supabase.ts'
import { isHostedSupabase } from '../scripts/launch-check/databaseFindings.ts'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 10_000

interface PieceRow {
  id: string
  caption: string
  service: string
  photo: string
}

type Target = { url: string; key: string }
/** A folder holding pieces.json (rows as the database gives them) and the photos it names. */
type Samples = { samples: string }

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

const sampleRows = ({ samples }: Samples) => JSON.parse(readFileSync(join(samples, 'pieces.json'), 'utf8')) as PieceRow[]

/** Why this build may not take sample pieces, or null: only a build for the local backend, with no
 *  production address nor preview, may. A site that goes online is built for the hosted project
 *  (vite/productionSupabase.ts stops a production build aimed at this machine), so it cannot. */
export function sampleShowcaseProblem(env: Record<string, string | undefined>): string | null {
  const site = env.VITE_SITE_URL?.trim()
  if (isHostedSupabase(env)) return `this build is for the hosted project ${env.VITE_SUPABASE_URL?.trim()}`
  if (site && !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(site)) return `this build is for ${site}`
  if (env.LAUNCH_PREVIEW?.trim() === '1') return 'this build is a preview (LAUNCH_PREVIEW=1)'
  return null
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

/** Reads, downloads and writes; returns the manifest written. Sample pieces are marked so. */
export async function writeShowcasePhotos(
  source: Target | Samples = { url: supabaseUrl, key: supabasePublishableKey },
  publicDir = 'public',
): Promise<ShowcasePiece[]> {
  const folder = join(publicDir, 'images', showcaseFolder)
  mkdirSync(folder, { recursive: true })
  let rows: PieceRow[] = []
  try {
    rows = 'samples' in source ? sampleRows(source) : await publishedPieces(source)
  } catch (error) {
    console.info(`Réalisations: no pieces read from ${'samples' in source ? source.samples : source.url} (${(error as Error).message}); the site shows none.`)
  }
  const pieces: ShowcasePiece[] = []
  for (const row of rows) {
    try {
      if (!('samples' in source)) pieces.push(await writeCopies(row, await photoOf(source, row.photo), publicDir))
      else pieces.push({ ...(await writeCopies(row, readFileSync(join(source.samples, row.photo)), publicDir)), sample: true })
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
  let source: Target | Samples | undefined
  return {
    name: 'atelier:showcase-photos',
    apply: 'build',
    configResolved(config) {
      const env = { ...config.env, ...process.env }
      const samples = env.SHOWCASE_FIXTURES?.trim()
      if (!samples) return
      const problem = sampleShowcaseProblem(env)
      if (problem) throw new Error(`SHOWCASE_FIXTURES names sample pieces for the test gate's build, but ${problem}: unset it.`)
      source = { samples }
    },
    async buildStart() {
      if (this.environment.name === 'client') await writeShowcasePhotos(source)
    },
  }
}
