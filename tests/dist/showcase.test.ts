// The finished pieces as the build wrote them: each photo's copies (every width, AVIF, WebP and
// JPEG) at the size the pages give, with no camera or GPS metadata left; each service page showing
// its own pieces, sized, described and linked to /realisations, and no other page showing any.
// The test gate's build has sample pieces (SHOWCASE_FIXTURES, tests/fixtures/showcase): run with the
// environment the build had, these tests then check that every sample made it; run without, that none
// is there.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/content/catalogue'
import { imageFormats, variantUrl } from '../../lib/images'
import { publishedPieces } from '../../lib/pageData/showcaseData'
import { showcaseWidths } from '../../lib/showcase'
import { builtPage, clientDir } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

const pieces = publishedPieces(clientDir)
const samplesDir = process.env.SHOWCASE_FIXTURES?.trim()
const sharpFormat = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const

describe('the finished pieces’ photos in the built site', () => {
  if (samplesDir) {
    it('are every sample piece the build was given, marked as samples', () => {
      const samples = JSON.parse(readFileSync(join(samplesDir, 'pieces.json'), 'utf8')) as { id: string; caption: string; service: string }[]
      expect(samples.length).toBeGreaterThan(0)
      expect(pieces.map(({ id, caption, service, sample }) => ({ id, caption, service, sample }))).toEqual(
        samples.map(({ id, caption, service }) => ({ id, caption, service, sample: true })),
      )
    })

    it('come at the widths the original allows, the largest no wider than it, its proportions kept', async () => {
      for (const piece of pieces) {
        const original = await sharp(join(samplesDir, `${piece.id}.jpg`)).metadata()
        // The sample carries what a phone's photo does, for the copies to drop.
        expect(original.exif?.toString('latin1'), piece.caption).toContain('Atelier 1')
        expect(piece.image.widths, piece.caption).toEqual(showcaseWidths(original.width))
        expect(piece.image.width).toBe(Math.min(original.width, 1920))
        expect(piece.image.height).toBe(Math.round((original.height * piece.image.width) / original.width))
      }
    })
  } else
    it('hold no sample piece: the build was given none', () => {
      expect(pieces.filter((piece) => piece.sample)).toEqual([])
    })

  it('are written in AVIF, WebP and JPEG at each width, at the size the pages say, with no EXIF, GPS or other metadata', async () => {
    for (const { image, caption } of pieces)
      for (const width of image.widths)
        for (const format of imageFormats) {
          const file = join(clientDir, variantUrl(image, width, format))
          expect(existsSync(file), `${caption}: ${file}`).toBe(true)
          const metadata = await sharp(readFileSync(file)).metadata()
          expect(metadata, `${caption} ${width} ${format}`).toMatchObject({ format: sharpFormat[format], width, height: Math.round((width * image.height) / image.width) })
          expect([metadata.exif, metadata.xmp, metadata.iptc], `${caption} ${width} ${format}`).toEqual([undefined, undefined, undefined])
          expect(readFileSync(file).includes('Atelier 1'), `${caption} ${width} ${format}: the camera's model`).toBe(false)
        }
  })
})

const imagesOf = (element: HtmlElement) => findAll(element, (el) => el.tag === 'img')
const piecesSection = (path: string) => findAll(builtPage(path).document, (el) => el.tag === 'section' && el.attrs.id === 'realisations')[0]

describe('a service page’s finished pieces', () => {
  it.each(catalogue.map((entry) => [entry.path, entry.contactService] as const))('%s shows its own, prerendered, or nothing', (path, service) => {
    const own = pieces.filter((piece) => piece.service === service)
    const section = piecesSection(path)
    const links = findAll(builtPage(path).document, (el) => el.tag === 'a' && el.attrs.href === '/realisations')
    if (own.length === 0) {
      expect(section, 'no section of finished pieces').toBeUndefined()
      expect(links, 'no link to /realisations').toEqual([])
      return
    }
    expect(section).toBeDefined()
    expect(findAll(section!, (el) => el.tag === 'h2').map(textOf)).toEqual(['Pièces terminées à l’atelier'])
    const images = imagesOf(section!)
    expect(images.map((img) => img.attrs.alt)).toEqual(own.map((piece) => piece.caption))
    for (const [index, img] of images.entries()) {
      const { image, caption } = own[index]!
      // Sized from the first byte: nothing moves when the photo arrives.
      expect([img.attrs.width, img.attrs.height], caption).toEqual([String(image.width), String(image.height)])
      expect(img.attrs.loading, caption).toBe('lazy')
      const sources = findAll(img.parent!, (el) => el.tag === 'source')
      expect(sources.map((source) => source.attrs.type)).toEqual(['image/avif', 'image/webp'])
      expect(sources[0]!.attrs.srcset).toBe(image.widths.map((width) => `${variantUrl(image, width, 'avif')} ${width}w`).join(', '))
      const button = img.parent?.parent?.parent
      expect(button?.tag).toBe('button')
      expect(button?.attrs['aria-label']).toBe(`Agrandir la photo\u00a0: ${caption}`)
    }
    expect(links.map(textOf)).toEqual(['Voir toutes nos réalisations'])
  })
})

describe('/realisations', () => {
  it('shows every piece, each photo sized', () => {
    const images = imagesOf(builtPage('/realisations').document).filter((img) => img.attrs.src?.startsWith('/images/realisations/'))
    expect(images.map((img) => [img.attrs.alt, img.attrs.width, img.attrs.height])).toEqual(
      pieces.map(({ caption, image }) => [caption, String(image.width), String(image.height)]),
    )
  })
})
