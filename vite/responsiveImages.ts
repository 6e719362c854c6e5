// Writes the AVIF, WebP and JPEG widths of every photograph listed in lib/images.ts into
// public/images/ (git-ignored), skipping copies newer than their original.
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { imageFormats, images, variantUrl } from '../lib/images.ts'

export function responsiveImages(sourceDir = 'assets/images', publicDir = 'public'): Plugin {
  return {
    name: 'atelier:responsive-images',
    async configResolved() {
      mkdirSync(join(publicDir, 'images'), { recursive: true })
      for (const image of Object.values(images)) {
        const source = join(sourceDir, `${image.name}.jpg`)
        const sourceTime = statSync(source).mtimeMs
        for (const width of image.widths)
          for (const format of imageFormats) {
            const target = join(publicDir, variantUrl(image, width, format))
            if (existsSync(target) && statSync(target).mtimeMs >= sourceTime) continue
            const pipeline = sharp(source).resize({ width, withoutEnlargement: true })
            if (format === 'avif') await pipeline.avif({ quality: 50 }).toFile(target)
            else if (format === 'webp') await pipeline.webp({ quality: 72 }).toFile(target)
            else await pipeline.jpeg({ quality: 78, mozjpeg: true }).toFile(target)
          }
      }
    },
  }
}
