// What every engine flow's visitor does first, and the photo they attach.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { EnginePage } from './engine'
import { waitInPage } from './hydration'

/** A first visit: the visitor refuses the cookies, whose banner would otherwise cover the form. */
export async function refuseCookies(page: EnginePage): Promise<void> {
  await page.goto('/')
  await page.clickButton('Refuser tout')
  await waitInPage(page, 'the choice to be kept', () => localStorage.getItem('cookie-consents') !== null, null)
}

/** A real JPEG with a camera's grain, in the temporary folder: its path. */
export async function writePhoto(name: string, background: string): Promise<string> {
  const photo = join(tmpdir(), `${name}-${process.pid}.jpg`)
  const grain = { width: 320, height: 240, channels: 3 as const, background, noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } }
  writeFileSync(photo, await sharp({ create: grain }).jpeg({ quality: 85 }).toBuffer())
  return photo
}
