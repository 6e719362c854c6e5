// The parts of two untyped font packages the build and its tests use (each package's README).

declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    /** OpenType feature tags to keep; the others are dropped. */
    keepFeatures?: string[]
    /** Axes pinned to a value or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'truetype' | 'woff' | 'woff2'): Promise<Buffer> }
  export default fontverter
}
