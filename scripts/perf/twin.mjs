// @ts-check
// The script-less twin of a built site: the same files, every page's executable scripts removed
// (JSON data blocks such as JSON-LD stay: they run nothing). Measured beside the real site in the
// same pass, it shows what the page's JavaScript costs, whatever the machine's speed that day.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { precompressFile } from '../../server/precompress.mjs'

const executableScript = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g
const modulePreload = /<link rel="modulepreload"[^>]*>/g

/** @param {string} html */
export const withoutScripts = (html) => html.replace(executableScript, '').replace(modulePreload, '')

/** Copies `from` to `to` and strips the scripts of every page, compressed again as the build
 *  compresses its pages: the twin is served exactly as its page is, but for the scripts. */
export function buildTwin(from = 'dist/client', to = 'dist/twin') {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const page = join(to, file)
    rmSync(`${page}.br`, { force: true })
    rmSync(`${page}.gz`, { force: true })
    writeFileSync(page, withoutScripts(readFileSync(page, 'utf8')))
    precompressFile(page)
  }
  return to
}
