// Files written after Vike has prerendered every page: the sitemap, robots.txt, _headers and the
// hosts' configurations read from it, and build.json, the build's instant, which the back office
// reads to say when the owner's changes are live.
// Vike prerenders at the end of the server build, so this runs in that environment's
// closeBundle with order 'post'. https://vike.dev/prerender
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { searchablePaths } from '../lib/routes.ts'
import { publishedPieces } from '../lib/pageData/showcaseData.ts'
import { hasOwnerPieces } from '../lib/showcase.ts'
import { headersFile } from '../lib/security/headers.ts'
import { robotsTxt, sitemapXml } from '../lib/seo/sitemap.ts'
import { supabaseUrl } from '../lib/supabase.ts'
import { buildDay, buildTime } from '../lib/buildTime.ts'
import { compressible, precompressFile } from '../server/precompress.mjs'
import { assetsIgnore, netlifyToml, vercelJson } from './hostConfigs.ts'
import { bootScript } from './deferScripts.ts'
import { sonnerStyleHashes } from './inlineStyleHashes.ts'

export function postPrerenderFiles(outDir = 'dist/client'): Plugin {
  return {
    name: 'atelier:post-prerender-files',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (this.environment?.name !== 'ssr') return
        const paths = searchablePaths(hasOwnerPieces(publishedPieces(outDir)))
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(paths, buildDay()))
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt())
        writeFileSync(join(outDir, 'build.json'), `${JSON.stringify({ builtAt: buildTime().toISOString() })}\n`)
        const headers = headersFile(supabaseUrl, { styles: sonnerStyleHashes(), scripts: [bootScript().cspHash] }, unchangingFiles(outDir))
        writeFileSync(join(outDir, '_headers'), headers)
        writeFileSync(join(outDir, 'vercel.json'), vercelJson(headers))
        writeFileSync(join(outDir, 'netlify.toml'), netlifyToml(headers))
        writeFileSync(join(outDir, '.assetsignore'), assetsIgnore)
        precompress(outDir)
      },
    },
  }
}

/** Every file under assets/ (named by its hash) and fonts/ (by its version), as a request path;
 * their compressed copies are served at the same path. */
function unchangingFiles(dir: string): string[] {
  return ['assets', 'fonts'].flatMap((folder) =>
    existsSync(join(dir, folder))
      ? readdirSync(join(dir, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
          .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
      : [],
  )
}

/** Brotli and gzip copies beside each text file, as a CDN would serve them (the local server does too). */
function precompress(dir: string) {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) if (compressible.test(file)) precompressFile(join(dir, file))
}
