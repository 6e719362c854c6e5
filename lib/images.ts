// Photographs go through the image pipeline: drop the original in assets/images/, list it here,
// and the build writes AVIF, WebP and JPEG copies at each width into /images/ (vite/responsiveImages.ts).

export interface ResponsiveImage {
  /** File name in assets/images/, without extension. */
  name: string
  /** Intrinsic size of the original, used for width/height so nothing shifts. */
  width: number
  height: number
  /** Widths to generate (never wider than the original). */
  widths: readonly number[]
}

export const imageFormats = ['avif', 'webp', 'jpg'] as const
export type ImageFormat = (typeof imageFormats)[number]

export const images = {
  workshopFilmPoster: { name: 'atelier-poster', width: 1280, height: 720, widths: [480, 800, 1280] },
} as const satisfies Record<string, ResponsiveImage>

export const variantUrl = (image: ResponsiveImage, width: number, format: ImageFormat) => `/images/${image.name}-${width}.${format}`

export const srcSet = (image: ResponsiveImage, format: ImageFormat) => image.widths.map((width) => `${variantUrl(image, width, format)} ${width}w`).join(', ')
