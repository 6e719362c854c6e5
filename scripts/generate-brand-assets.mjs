// Regenerate favicon.ico, PWA icons, apple-touch-icon and og-image from the SVG sources: node scripts/generate-brand-assets.mjs
//
// Sources: public/logo.svg (the mark), public/favicon.svg (the mark simplified for 16–32 px) and the
// templates in assets/brand/*.svg. Each template holds an <svg id="mark" …> element whose content is
// refreshed from public/logo.svg first, so after editing the logo this one command updates everything.
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const at = (...p) => join(root, ...p)
const INK = '#10182b'

/** Copy the inner content of public/logo.svg into the template's <svg id="mark"> element. */
function withMark(template, logo) {
  const inner = logo
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .trim()
  const re = /(<svg id="mark"\s[^>]*viewBox="[^"]*">)[\s\S]*?(<\/svg>)/
  if (!re.test(template)) throw new Error('template has no <svg id="mark"> element')
  return template.replace(re, (_, open, close) => open + inner + close)
}

/** Width of the SVG's user space, to pick a render density that gives `size` px with 4× supersampling. */
function densityFor(svg, size) {
  const vb = /viewBox="[\d.\s-]*?\s([\d.]+)\s[\d.]+"/.exec(svg)
  const width = vb ? Number(vb[1]) : 100
  return Math.min(2400, (72 * size * 4) / width)
}

const render = (svg, size) => sharp(Buffer.from(svg), { density: densityFor(svg, size) }).resize(size, size, { kernel: 'lanczos3' })

/** An .ico file holding a single PNG image (valid since Windows Vista, read by every browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6) // width
  header.writeUInt8(size >= 256 ? 0 : size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // image size
  header.writeUInt32LE(header.length, 18) // image offset
  return Buffer.concat([header, png])
}

async function main() {
  const logo = await readFile(at('public/logo.svg'), 'utf8')
  const favicon = await readFile(at('public/favicon.svg'), 'utf8')
  const templates = {}
  for (const name of ['icon', 'maskable', 'og-image']) {
    const file = at('assets/brand', `${name}.svg`)
    const before = await readFile(file, 'utf8')
    const after = withMark(before, logo)
    if (after !== before) await writeFile(file, after)
    templates[name] = after
  }
  await mkdir(at('public/icons'), { recursive: true })

  const outputs = []
  const save = async (path, buf) => {
    await writeFile(at(path), buf)
    outputs.push(`${path} (${(buf.length / 1024).toFixed(1)} KB)`)
  }

  const ico32 = await render(favicon, 32).png({ compressionLevel: 9 }).toBuffer()
  await save('public/favicon.ico', icoFromPng(ico32, 32))

  const opaque = (svg, size) => render(svg, size).flatten({ background: INK }).png({ compressionLevel: 9, palette: false })
  await save('public/icons/icon-192.png', await opaque(templates.icon, 192).toBuffer())
  await save('public/icons/icon-512.png', await opaque(templates.icon, 512).toBuffer())
  await save('public/icons/maskable-512.png', await opaque(templates.maskable, 512).toBuffer())
  await save('public/apple-touch-icon.png', await opaque(templates.icon, 180).toBuffer())

  const og = await sharp(Buffer.from(templates['og-image']), { density: 72 })
    .resize(1200, 630)
    .flatten({ background: INK })
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer()
  await save('public/og-image.jpg', og)

  console.log(`Brand assets written from ${relative(process.cwd(), at('public/logo.svg')) || 'public/logo.svg'}:\n  ${outputs.join('\n  ')}`)
}

await main()
