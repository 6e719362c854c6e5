// vite-plugin-pwa with Vike prerendering: the plugin builds the worker when the client build ends,
// but Vike prerenders later, in the server build. Injecting the precache manifest again once
// prerendering is done puts every page's HTML and pageContext.json in it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { precachedPageUrl } from '../features/pwa/precachedPageUrl.ts'
import { appDescription, appName, appShortName, appShortcuts } from '../lib/content/manifest.ts'
import { site } from '../lib/site.ts'

const manifest: VitePWAOptions['manifest'] = {
  name: appName,
  short_name: appShortName,
  description: appDescription,
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: site.themeColor,
  background_color: site.backgroundColor,
  categories: ['shopping', 'lifestyle', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: appShortcuts.map((shortcut) => ({ ...shortcut, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] })),
}

const outDir = 'dist/client'

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number]

// The back office's client (supabase-js with GoTrue, features/atelier/atelierClient.ts) loads only
// on /atelier: precaching it would download it in the background for every visitor.
const withoutBackOfficeClient: ManifestTransform = (entries) => ({
  manifest: entries.filter((entry) => !(entry.url.endsWith('.js') && readFileSync(join(outDir, entry.url), 'utf8').includes('GoTrueClient'))),
  warnings: [],
})

// Each page under its clean URL, so that the cached response has the page's security headers.
const pagesUnderTheirUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: precachedPageUrl(entry.url) })),
  warnings: [],
})

// The plugin asks Rolldown for one file with `inlineDynamicImports`, which Rolldown warns is
// deprecated at each of the worker's two builds: the same request under its current name. The
// worker's builds do not read vite.config.ts: its timing report is turned off here too.
const singleFileWorker: Plugin = {
  name: 'atelier:single-file-worker',
  config(config) {
    const options = config.build?.rollupOptions
    if (!options) return
    options.checks = { ...options.checks, bundlerTimings: false }
    const output = options.output
    if (output && !Array.isArray(output) && output.inlineDynamicImports) {
      delete output.inlineDynamicImports
      output.codeSplitting = false
    }
  },
}

export function pwa(): Plugin[] {
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'features/pwa',
    filename: 'sw.ts',
    outDir,
    injectRegister: false,
    manifest,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    injectManifest: {
      minify: true,
      // AVIF: the home page's film poster (about 19 KB for every width) is in its HTML, so an offline
      // visit asks for it; browsers that read AVIF pick it first.
      globPatterns: ['**/*.{js,css,html,json,woff2,svg,png,ico,webmanifest,avif}'],
      // build.json says which build the site serves (the back office reads it): never from a cache.
      // The finished pieces' photos grow with each one the owner publishes: loaded when seen, not precached.
      globIgnores: ['**/sw.js', '**/workbox-*.js', 'icons/maskable-512.png', 'apple-touch-icon.png', 'build.json', 'images/realisations/**'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      manifestTransforms: [withoutBackOfficeClient, pagesUnderTheirUrls],
      buildPlugins: { vite: [singleFileWorker] },
    },
  })
  const api = plugins.find((p) => p.name === 'vite-plugin-pwa')?.api as { generateSW(): Promise<void> } | undefined
  const afterPrerender: Plugin = {
    name: 'atelier:pwa-after-prerender',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment?.name === 'ssr') await api?.generateSW()
      },
    },
  }
  return [...plugins, afterPrerender]
}
