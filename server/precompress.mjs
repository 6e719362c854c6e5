// @ts-check
// Brotli and gzip copies beside a text file, as a CDN would serve them; the local server
// (siteServer.mjs) serves them. Used by the build for every page and asset, and by the performance
// gate for the script-less twin, so that both are served alike.
import { readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const compressible = /\.(html|js|css|json|svg|webmanifest|xml|txt|vtt)$/

/** Writes `<path>.br` and `<path>.gz` for a file worth compressing. @param {string} path */
export function precompressFile(path) {
  const body = readFileSync(path)
  if (body.length < 1024) return
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
}
