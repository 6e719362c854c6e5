import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { containsText, GIF_SECRETS, gifWithComments } from './gifFixtures'
import { gifWithoutMetadata } from './gifWithoutMetadata'
import { preparePhoto } from './preparePhoto'

describe('a GIF prepared on the device', () => {
  it('loses its comment and its XMP packet with the GPS position, and keeps both frames and the loop', async () => {
    const original = gifWithComments()
    for (const secret of GIF_SECRETS) expect(containsText(original, secret), secret).toBe(true)
    const stripped = gifWithoutMetadata(original)!
    for (const secret of GIF_SECRETS) expect(containsText(stripped, secret), secret).toBe(false)
    expect(containsText(stripped, 'NETSCAPE2.0')).toBe(true)
    const [before, after] = await Promise.all([sharp(original, { pages: -1 }).metadata(), sharp(stripped, { pages: -1 }).metadata()])
    expect({ pages: after.pages, loop: after.loop, delay: after.delay, width: after.width }).toEqual({
      pages: before.pages,
      loop: before.loop,
      delay: before.delay,
      width: before.width,
    })
    expect(after.pages).toBe(2)
    const pixels = async (bytes: Uint8Array) => (await sharp(bytes, { pages: -1 }).raw().toBuffer()).toString('hex')
    expect(await pixels(stripped)).toBe(await pixels(original))
  })

  it('leaves through preparePhoto as a GIF without them', async () => {
    const result = await preparePhoto(new File([gifWithComments()], 'bague.gif', { type: 'image/gif' }))
    if (!('file' in result)) throw new Error(result.error)
    expect(result.file.type).toBe('image/gif')
    const sent = new Uint8Array(await result.file.arrayBuffer())
    for (const secret of GIF_SECRETS) expect(containsText(sent, secret), secret).toBe(false)
  })

  it('refuses what is not a GIF it can follow', async () => {
    expect(gifWithoutMetadata(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(gifWithoutMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull()
    const truncated = gifWithComments().subarray(0, 60)
    expect(gifWithoutMetadata(truncated)).toBeNull()
    const result = await preparePhoto(new File([truncated], 'x.gif', { type: 'image/gif' }))
    expect(result).toEqual({ error: 'Cette image n’a pas pu être lue. Essayez une autre photo (JPEG ou PNG).' })
  })
})
