// The build's « Réalisations » (vite/showcasePhotos.ts) against a backend: it reads the published
// pieces with the publishable key, downloads each photo, here one carrying the camera's EXIF and a
// GPS position, and writes its AVIF, WebP and JPEG copies at the manifest's widths, with the
// manifest's size and no metadata; an unpublished piece and the copies of one no longer published
// are left out; a project that does not answer gives no pieces.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { imageFormats, variantUrl } from '../../lib/images'
import { showcaseFolder, showcaseManifestName, type ShowcasePiece } from '../../lib/showcase'
import { writeShowcasePhotos } from '../../vite/showcasePhotos'
import { useBackend } from './helpers/backend'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** A phone's photo, 3000×2000, with the camera's make and model and where it was taken. */
const cameraPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b8975a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Téléphone', Model: 'Atelier 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer()

const sharpFormat = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const

describe('the build’s finished pieces', () => {
  const backend = useBackend('postgres')
  let member: SupabaseClient

  beforeAll(async () => {
    const owner = await createTestUser(backend(), { email: `proprietaire-${stamp()}@example.fr` })
    expect((await backend().service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
    member = backend().clientWithToken(owner.accessToken)
  })

  const add = async (photo: Buffer, width: number, height: number, published: boolean) => {
    const id = randomUUID()
    expect((await member.storage.from('showcase').upload(`${id}.jpg`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }))).error).toBeNull()
    const caption = `Bague ${stamp()}`
    expect(
      (await member.rpc('atelier_add_showcase_piece', { piece_id: id, caption, service: 'création', photo_width: width, photo_height: height })).data,
    ).toEqual({
      outcome: 'done',
      id,
    })
    if (published) expect((await member.rpc('atelier_set_showcase_published', { piece_id: id, published: true })).data).toEqual({ outcome: 'done' })
    return { id, caption }
  }

  it('writes each published photo’s copies at the listed widths and formats, with the manifest’s size and no EXIF or GPS', async () => {
    const original = await cameraPhoto(3000, 2000)
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Atelier 1')
    const shown = await add(original, 3000, 2000, true)
    const draft = await add(await cameraPhoto(640, 480), 640, 480, false)
    const publicDir = mkdtempSync(join(tmpdir(), 'showcase-'))
    const folder = join(publicDir, 'images', showcaseFolder)
    mkdirSync(folder, { recursive: true })
    const stale = join(folder, `${randomUUID()}-480.avif`)
    writeFileSync(stale, 'an earlier build’s copy')

    const pieces = await writeShowcasePhotos({ url: backend().url, key: backend().publishableKey }, publicDir)
    const manifest = JSON.parse(readFileSync(join(folder, showcaseManifestName), 'utf8')) as ShowcasePiece[]
    expect(manifest).toEqual(pieces)
    expect(manifest).toEqual([
      {
        id: shown.id,
        caption: shown.caption,
        service: 'création',
        image: { name: `${showcaseFolder}/${shown.id}`, width: 1920, height: 1280, widths: [480, 800, 1280, 1920] },
      },
    ])
    const image = manifest[0]!.image
    for (const width of image.widths)
      for (const format of imageFormats) {
        const metadata = await sharp(readFileSync(join(publicDir, variantUrl(image, width, format)))).metadata()
        expect(metadata, `${width} ${format}`).toMatchObject({ format: sharpFormat[format], width, height: Math.round((width * image.height) / image.width) })
        expect(metadata.exif, `${width} ${format}`).toBeUndefined()
        expect(metadata.xmp, `${width} ${format}`).toBeUndefined()
      }
    expect(existsSync(join(publicDir, variantUrl({ ...image, name: `${showcaseFolder}/${draft.id}` }, 480, 'jpg')))).toBe(false)
    expect(existsSync(stale)).toBe(false)

    // Taken off the site: the next build drops its copies.
    expect((await member.rpc('atelier_set_showcase_published', { piece_id: shown.id, published: false })).data).toEqual({ outcome: 'done' })
    expect(await writeShowcasePhotos({ url: backend().url, key: backend().publishableKey }, publicDir)).toEqual([])
    expect(existsSync(join(publicDir, variantUrl(image, 480, 'avif')))).toBe(false)
    expect(readFileSync(join(folder, showcaseManifestName), 'utf8')).toBe('[]\n')
  })

  it('gives no pieces when the project does not answer', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'showcase-'))
    expect(await writeShowcasePhotos({ url: 'http://127.0.0.1:9', key: backend().publishableKey }, publicDir)).toEqual([])
    expect(readFileSync(join(publicDir, 'images', showcaseFolder, showcaseManifestName), 'utf8')).toBe('[]\n')
  })
})
