import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
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

  it('lets a visitor upload a JPEG that anyone then downloads by its public URL', async () => {
    const { name, data } = await uploadedContactImage()
    expect(data).toMatchObject({ path: name, fullPath: `contact_images/${name}` })
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)

    const { data: link } = backend().anon.storage.from('contact_images').getPublicUrl(name)
    expect(link.publicUrl).toBe(`${backend().url}/storage/v1/object/public/contact_images/${name}`)
    const response = await fetch(link.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_JPEG)).toBe(true)

    const [row] = await backend().query('select owner, metadata from storage.objects where bucket_id = $1::text and name = $2::text', ['contact_images', name])
    expect(row.owner).toBeNull()
    expect(row.metadata).toMatchObject({ mimetype: 'image/jpeg', size: TINY_JPEG.length, cacheControl: 'max-age=3600' })
  })

  it('accepts raw bytes with their content type as well as a form upload', async () => {
    const name = contactImageName('png')
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const { error } = await backend().anon.storage.from('contact_images').upload(name, bytes.buffer, { contentType: 'image/png' })
    expect(error).toBeNull()
    const response = await fetch(`${backend().url}/storage/v1/object/public/contact_images/${name}`)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('refuses a file whose type is not an image (415)', async () => {
    const { error } = await backend()
      .anon.storage.from('contact_images')
      .upload(contactImageName(), new Blob(['bonjour'], { type: 'text/plain' }))
    expect(refusal(error)).toEqual({ status: 400, statusCode: '415' })
  })

  it('refuses what the site never sends: a HEIC or AVIF photo (415); the form prepares photos as JPEG', async () => {
    for (const type of ['image/heic', 'image/heif', 'image/avif']) {
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

    const served = await fetch(`${backend().url}/storage/v1/object/public/contact_images/${name}`)
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_JPEG)).toBe(true)
  })

  it('lets a visitor neither list nor remove contact images', async () => {
    const { name } = await uploadedContactImage()
    const listed = await backend().anon.storage.from('contact_images').list()
    expect(listed.data ?? []).toEqual([])
    const removed = await backend().anon.storage.from('contact_images').remove([name])
    expect(removed.data ?? []).toEqual([])
    expect((await fetch(`${backend().url}/storage/v1/object/public/contact_images/${name}`)).status).toBe(200)

    const asService = await backend().service.storage.from('contact_images').list('', { search: name })
    expect(asService.data?.map((object) => object.name)).toEqual([name])
  })

  it.each([
    ['no prefix', 'photo.jpg'],
    ['a timestamp too short', 'contact_123456789_1.jpg'],
    ['an upper-case extension', `contact_${Date.now()}_1.JPG`],
    ['a folder', `dossier/contact_${Date.now()}_1.jpg`],
    ['a non-image extension', `contact_${Date.now()}_1.svg`],
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

  it("answers a missing public object with Storage's 404 shape", async () => {
    const response = await fetch(`${backend().url}/storage/v1/object/public/contact_images/contact_1763719200000_9999.jpg`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' })
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
    expect(byId.contact_images).toMatchObject({ public: true, file_size_limit: 3 * 1024 * 1024 })
    expect([...(byId.contact_images?.allowed_mime_types ?? [])].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp'])
    expect(byId.repair_images).toMatchObject({ public: false })
  })
})
