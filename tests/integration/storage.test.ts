import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signJwt } from '../../supabase/local/keys.mjs'
import { BACKEND_KINDS, useBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName } from './helpers/fixtures'

/** HTTP status and Storage's own statusCode of a supabase-js storage error. */
function refusal(error: unknown): { status?: number; statusCode?: string } {
  const { status, statusCode } = (error ?? {}) as { status?: number; statusCode?: string }
  return { status, statusCode }
}

const jpeg = () => new Blob([TINY_JPEG], { type: 'image/jpeg' })

describe.each(BACKEND_KINDS)('storage on %s', (kind) => {
  const backend = useBackend(kind)
  const storedFiles = (bucket: string) => (existsSync(join(backend().storageDir, bucket)) ? readdirSync(join(backend().storageDir, bucket)) : [])

  async function uploadedContactImage() {
    const name = contactImageName()
    const { data, error } = await backend().anon.storage.from('contact_images').upload(name, jpeg(), { cacheControl: '3600', upsert: false })
    expect(error).toBeNull()
    return { name, data }
  }

  it('lets a visitor upload a JPEG that nobody downloads without the secret key: no public URL, no anonymous GET', async () => {
    const { name, data } = await uploadedContactImage()
    expect(data).toMatchObject({ path: name, fullPath: `contact_images/${name}` })
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)

    const { data: link } = backend().anon.storage.from('contact_images').getPublicUrl(name)
    const publicGet = await fetch(link.publicUrl)
    expect(publicGet.status).toBe(400)
    expect(await publicGet.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' })
    const withPublishableKey = await backend().anon.storage.from('contact_images').download(name)
    expect(withPublishableKey.error).not.toBeNull()
    const bare = await fetch(`${backend().url}/storage/v1/object/contact_images/${name}`, { headers: { apikey: backend().publishableKey } })
    expect(bare.status).toBe(400)

    const asWorkshop = await backend().service.storage.from('contact_images').download(name)
    expect(Buffer.from(await (asWorkshop.data as Blob).arrayBuffer()).equals(TINY_JPEG)).toBe(true)
    const [row] = await backend().query('select owner, metadata from storage.objects where bucket_id = $1::text and name = $2::text', ['contact_images', name])
    expect(row.owner).toBeNull()
    expect(row.metadata).toMatchObject({ mimetype: 'image/jpeg', size: TINY_JPEG.length, cacheControl: 'max-age=3600' })
  })

  it('serves a photo through a signed URL of the secret key until it expires, and to no one else', async () => {
    const { name } = await uploadedContactImage()
    const signed = await backend().service.storage.from('contact_images').createSignedUrl(name, 60)
    expect(signed.error).toBeNull()
    const url = new URL(signed.data!.signedUrl)
    expect(url.pathname).toBe(`/storage/v1/object/sign/contact_images/${name}`)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_JPEG)).toBe(true)

    const other = (await uploadedContactImage()).name
    const elsewhere = await fetch(`${backend().url}/storage/v1/object/sign/contact_images/${other}${url.search}`)
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' })
    const forged = await fetch(`${url.origin}${url.pathname}?token=${url.searchParams.get('token')!.slice(0, -2)}xx`)
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ error: 'Invalid JWT' })
    const withoutToken = await fetch(`${url.origin}${url.pathname}`)
    expect(withoutToken.status).toBe(400)

    const visitorSigns = await backend().anon.storage.from('contact_images').createSignedUrl(name, 60)
    expect(visitorSigns.error).not.toBeNull()

    // An expired token of the project's own signing, as Storage would have minted it earlier.
    const iat = Math.floor(Date.now() / 1000) - 120
    const expired = signJwt({ url: `contact_images/${name}`, iat, exp: iat + 60 }, backend().jwtSecret)
    const late = await fetch(`${url.origin}${url.pathname}?token=${expired}`)
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ error: 'Invalid JWT', message: 'JWT expired' })
  })

  it('accepts a GIF as well, sent as raw bytes with its content type', async () => {
    const name = contactImageName('gif')
    const bytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
    const { error } = await backend().anon.storage.from('contact_images').upload(name, bytes.buffer, { contentType: 'image/gif' })
    expect(error).toBeNull()
    const { data } = await backend().service.storage.from('contact_images').download(name)
    expect(data?.type).toBe('image/gif')
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes)
  })

  it('refuses a file whose type is not an image (415)', async () => {
    const { error } = await backend()
      .anon.storage.from('contact_images')
      .upload(contactImageName(), new Blob(['bonjour'], { type: 'text/plain' }))
    expect(refusal(error)).toEqual({ status: 400, statusCode: '415' })
  })

  it('refuses what the site never sends: a PNG, WebP, HEIC or AVIF photo (415); the form prepares photos as JPEG', async () => {
    for (const type of ['image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif']) {
      const { error } = await backend()
        .anon.storage.from('contact_images')
        .upload(contactImageName(), new Blob([new Uint8Array([0, 0, 0, 0x18])], { type }))
      expect(refusal(error)).toEqual({ status: 400, statusCode: '415' })
    }
  })

  // The limit is a size the file must stay under, as Storage's multipart parser counts it: a file of
  // exactly 3 MB is refused too (features/contact/preparePhoto.ts keeps photos under it).
  it('refuses a file of 3 MB or more (413), and takes one just under', async () => {
    const under = await backend()
      .anon.storage.from('contact_images')
      .upload(contactImageName(), new Blob([new Uint8Array(3 * 1024 * 1024 - 1)], { type: 'image/jpeg' }))
    expect(under.error).toBeNull()
    const exact = await backend()
      .anon.storage.from('contact_images')
      .upload(contactImageName(), new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/jpeg' }))
    expect(refusal(exact.error)).toEqual({ status: 400, statusCode: '413' })
    const name = contactImageName()
    const big = new Blob([new Uint8Array(3 * 1024 * 1024 + 1)], { type: 'image/jpeg' })
    const { error } = await backend().anon.storage.from('contact_images').upload(name, big)
    expect(refusal(error)).toEqual({ status: 400, statusCode: '413' })
    expect(storedFiles('contact_images')).not.toContain(name)
  })

  it('refuses a second upload under the same name (409) and an overwrite by upsert (403)', async () => {
    const { name } = await uploadedContactImage()
    const again = await backend().anon.storage.from('contact_images').upload(name, jpeg())
    expect(refusal(again.error)).toEqual({ status: 400, statusCode: '409' })

    const replacement = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })
    const overwrite = await backend().anon.storage.from('contact_images').upload(name, replacement, { upsert: true })
    expect(refusal(overwrite.error)).toEqual({ status: 400, statusCode: '403' })
    const update = await backend().anon.storage.from('contact_images').update(name, replacement)
    expect(update.error).not.toBeNull()

    const { data: served } = await backend().service.storage.from('contact_images').download(name)
    expect(Buffer.from(await served!.arrayBuffer()).equals(TINY_JPEG)).toBe(true)
  })

  it('lets a visitor neither list nor remove contact images', async () => {
    const { name } = await uploadedContactImage()
    const listed = await backend().anon.storage.from('contact_images').list()
    expect(listed.data ?? []).toEqual([])
    const removed = await backend().anon.storage.from('contact_images').remove([name])
    expect(removed.data ?? []).toEqual([])
    expect((await backend().service.storage.from('contact_images').download(name)).error).toBeNull()

    const asService = await backend().service.storage.from('contact_images').list('', { search: name })
    expect(asService.data?.map((object) => object.name)).toEqual([name])
  })

  it.each([
    ['no UUID', 'photo.jpg'],
    ['the former guessable shape', `contact_${Date.now()}_1.jpg`],
    ['a UUID too short', '0f8fad5b-d9cb-469f-a165-70867728950.jpg'],
    ['an upper-case UUID', '0F8FAD5B-D9CB-469F-A165-70867728950E.jpg'],
    ['an upper-case extension', '0f8fad5b-d9cb-469f-a165-70867728950e.JPG'],
    ['a folder', 'dossier/0f8fad5b-d9cb-469f-a165-70867728950e.jpg'],
    ['an extension the site never sends', '0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['a non-image extension', '0f8fad5b-d9cb-469f-a165-70867728950e.svg'],
  ])('refuses a contact image name with %s (403)', async (_label, name) => {
    const { error } = await backend().anon.storage.from('contact_images').upload(name, jpeg())
    expect(refusal(error)).toEqual({ status: 400, statusCode: '403' })
    const [row] = await backend().query('select count(*)::int as n from storage.objects where name = $1::text', [name])
    expect(row.n).toBe(0)
    expect(storedFiles('contact_images')).not.toContain(name.split('/')[0])
  })

  it('refuses any visitor upload to the private repair_images bucket', async () => {
    const name = contactImageName()
    const { error } = await backend().anon.storage.from('repair_images').upload(name, jpeg())
    expect(refusal(error)).toEqual({ status: 400, statusCode: '403' })
    expect(storedFiles('repair_images')).toEqual([])
  })

  it('serves repair images to the service role only, never by public URL', async () => {
    const name = `atelier/${contactImageName()}`
    const { error } = await backend().service.storage.from('repair_images').upload(name, jpeg())
    expect(error).toBeNull()
    const download = await backend().service.storage.from('repair_images').download(name)
    expect(Buffer.from(await (download.data as Blob).arrayBuffer()).equals(TINY_JPEG)).toBe(true)
    const publicFetch = await fetch(`${backend().url}/storage/v1/object/public/repair_images/${name}`)
    expect(publicFetch.status).toBe(400)
    expect(await publicFetch.json()).toMatchObject({ statusCode: '404' })
    const asVisitor = await backend().anon.storage.from('repair_images').download(name)
    expect(asVisitor.error).not.toBeNull()
    const folders = await backend().service.storage.from('repair_images').list()
    expect(folders.data?.map((entry) => entry.name)).toEqual(['atelier'])
    const removed = await backend().service.storage.from('repair_images').remove([name])
    expect(removed.data?.map((object) => object.name)).toEqual([name])
    expect(existsSync(join(backend().storageDir, 'repair_images', name))).toBe(false)
  })

  it("answers a private or missing bucket's public URL, and the signing of a missing object, with Storage's 404 shape", async () => {
    const response = await fetch(`${backend().url}/storage/v1/object/public/repair_images/missing.jpg`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' })
    const signed = await backend().service.storage.from('contact_images').createSignedUrl(contactImageName(), 60)
    expect(refusal(signed.error)).toEqual({ status: 400, statusCode: '404' })
  })

  it('shows a visitor no bucket and refuses to let them create one', async () => {
    const listed = await backend().anon.storage.listBuckets()
    expect(listed.error !== null || listed.data?.length === 0).toBe(true)
    const created = await backend().anon.storage.createBucket('pirate', { public: true })
    expect(refusal(created.error)).toEqual({ status: 400, statusCode: '403' })
    const [row] = await backend().query("select count(*)::int as n from storage.buckets where id = 'pirate'")
    expect(row.n).toBe(0)
  })

  it('lists both buckets with their limits for the service role', async () => {
    const { data, error } = await backend().service.storage.listBuckets()
    expect(error).toBeNull()
    const byId = Object.fromEntries((data ?? []).map((bucket) => [bucket.id, bucket]))
    expect(byId.contact_images).toMatchObject({ public: false, file_size_limit: 3 * 1024 * 1024 })
    expect([...(byId.contact_images?.allowed_mime_types ?? [])].sort()).toEqual(['image/gif', 'image/jpeg'])
    expect(byId.repair_images).toMatchObject({ public: false })
  })
})
