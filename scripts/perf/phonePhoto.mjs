// @ts-check
// A phone's photo for tests and benchmarks: 4000×3000, JPEG at quality 92 (about 3.6 MB), with the
// EXIF block a phone writes, its GPS position included (48°51'2" N, 2°16'30" E). Its grain is
// smoothed noise, which compresses like a photograph rather than like a flat colour.
import sharp from 'sharp'

/** @returns {Promise<Buffer>} */
export async function phonePhoto() {
  const grain = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer()
  return sharp(grain)
    .resize(4000, 3000, { kernel: 'cubic' })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 16/1 30/1' },
    })
    .jpeg({ quality: 92 })
    .toBuffer()
}
