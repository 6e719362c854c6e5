// Shared by the tests of a GIF's preparation: a two-frame looping GIF as a phone or an editor may
// write it, with a comment and an XMP packet (holding a GPS position) between its frames.

const bytesOf = (text: string) => [...new TextEncoder().encode(text)]

/** Data sub-blocks of at most 255 bytes, then the terminator. */
const subBlocks = (data: number[]) => {
  const out: number[] = []
  for (let index = 0; index < data.length; index += 255) {
    const chunk = data.slice(index, index + 255)
    out.push(chunk.length, ...chunk)
  }
  return [...out, 0]
}

export const GIF_SECRETS = ['Coffre-fort du salon', 'GPSLatitude', '48,51.0N', 'XMP DataXMP'] as const

const comment = [0x21, 0xfe, ...subBlocks(bytesOf(GIF_SECRETS[0]))]
const xmpPacket = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.0N" exif:GPSLongitude="2,16.5E"/></x:xmpmeta>`
const xmp = [0x21, 0xff, 11, ...bytesOf('XMP DataXMP'), ...subBlocks(bytesOf(xmpPacket))]
const loop = [0x21, 0xff, 11, ...bytesOf('NETSCAPE2.0'), 3, 1, 0, 0, 0]
const frameTiming = [0x21, 0xf9, 4, 0x04, 50, 0, 0, 0]
/** A 1×1 frame drawn in colour `index` of the global table (LZW, minimum code size 2). */
const frame = (index: 0 | 1) => [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, index === 0 ? 0x44 : 0x4c, 0x01, 0]

/** GIF89a, 1×1, two colours (black, gold), two frames looping for ever. */
export function gifWithComments(): Uint8Array<ArrayBuffer> {
  const header = [...bytesOf('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xc8, 0xa9, 0x6a]
  return Uint8Array.from([...header, ...loop, ...comment, ...frameTiming, ...frame(0), ...xmp, ...frameTiming, ...frame(1), 0x3b])
}

/** Whether `text` appears anywhere in `bytes`. */
export const containsText = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text))
