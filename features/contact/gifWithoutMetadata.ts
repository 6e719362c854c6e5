// A GIF rebuilt from its own blocks, keeping only what draws it: the screen, the colour tables, every
// frame with its timing (Graphic Control Extension) and the loop count (the NETSCAPE2.0 or
// ANIMEXTS1.0 application block). Comments, plain-text blocks and every other application block
// (XMP, where a GPS position can sit; ICC profiles; editors' notes) are left out, and so is anything
// after the trailer. The frames' bytes are copied, never decoded: the animation is intact.
// Written here rather than taken from a library: the block walk is a few lines of the GIF89a
// specification (https://www.w3.org/Graphics/GIF/spec-gif89a.txt), while the browser libraries that
// read GIFs decode every frame and could only write them anew, which is far larger on the page.

const EXTENSION = 0x21
const IMAGE = 0x2c
const TRAILER = 0x3b
const GRAPHIC_CONTROL = 0xf9
const APPLICATION = 0xff
const LOOP_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0'])

/** Size of a colour table whose presence and size a packed field gives (spec 18 and 20). */
const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)

/** The index just after the data sub-blocks starting at `at` (their 0 terminator included). */
function afterSubBlocks(bytes: Uint8Array, at: number): number {
  let index = at
  while (index < bytes.length) {
    const size = bytes[index]!
    index += 1 + size
    if (size === 0) return index
  }
  throw new RangeError('GIF ends inside a block')
}

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/** The GIF with only the blocks that draw it; null if `bytes` is not a GIF this walk can follow. */
export function gifWithoutMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(ascii(bytes.subarray(0, 6)))) return null
  const kept: Uint8Array[] = []
  try {
    let index = 13 + colorTableBytes(bytes[10]!)
    if (index > bytes.length) return null
    kept.push(bytes.subarray(0, index))
    for (;;) {
      const introducer = bytes[index]
      // A file cut short after its last frame still shows in browsers: it gets its trailer.
      if (introducer === TRAILER || introducer === undefined) {
        kept.push(Uint8Array.of(TRAILER))
        break
      }
      if (introducer === IMAGE) {
        if (index + 10 > bytes.length) return null
        const dataStart = index + 10 + colorTableBytes(bytes[index + 9]!) + 1 // + the LZW minimum code size
        const end = afterSubBlocks(bytes, dataStart)
        kept.push(bytes.subarray(index, end))
        index = end
      } else if (introducer === EXTENSION) {
        const label = bytes[index + 1]
        const end = afterSubBlocks(bytes, index + 2)
        const identifier = label === APPLICATION && bytes[index + 2] === 11 ? ascii(bytes.subarray(index + 3, index + 14)) : ''
        if (label === GRAPHIC_CONTROL || LOOP_APPLICATIONS.has(identifier)) kept.push(bytes.subarray(index, end))
        index = end
      } else return null
    }
  } catch {
    return null
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of kept) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
