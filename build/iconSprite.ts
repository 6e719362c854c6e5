// The site's icons as one SVG sprite: a <symbol> per name in lib/icons.ts, drawn from the lucide
// set of @iconify-json/lucide. The sprite is a file of its own under a content-hashed name (cached
// for a year by _headers' /assets/* rule, precached by the service worker), and the virtual module
// `virtual:icon-sprite` gives its URL to components/ui/Icon.tsx, the same in the client build, the
// server build and the dev server. The build stops on a name lucide does not have.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { iconNames } from '../lib/icons'

const require = createRequire(import.meta.url)
const moduleId = 'virtual:icon-sprite'
const resolvedId = `\0${moduleId}`

interface IconSet {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string }>
}

/** The sprite's SVG document: one symbol per name, its id the name. */
export function iconSprite(names: readonly string[] = iconNames): string {
  const set = JSON.parse(readFileSync(require.resolve('@iconify-json/lucide/icons.json'), 'utf8')) as IconSet
  const symbols = names.map((name) => {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? '']
    if (!icon) throw new Error(`lib/icons.ts names '${name}', which the lucide icon set does not have.`)
    const viewBox = `0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}`
    return `<symbol id="${name}" viewBox="${viewBox}">${icon.body}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

export function iconSpritePlugin(): Plugin {
  const source = iconSprite()
  const fileName = `assets/static/icons.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.svg`
  let url = `/${fileName}`
  return {
    name: 'atelier:icon-sprite',
    configResolved(config) {
      url = `${config.base}${fileName}`
    },
    configureServer(server) {
      server.middlewares.use(url, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(source)
      })
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined
    },
    load(id) {
      if (id !== resolvedId) return undefined
      if (this.environment?.config.consumer === 'client' && this.environment.mode === 'build') this.emitFile({ type: 'asset', fileName, source })
      return `export default ${JSON.stringify(url)}`
    },
  }
}
