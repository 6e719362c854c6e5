// The site's icons as SVG symbols, one per name in lib/icons.ts, drawn from the lucide set of
// @iconify-json/lucide. components/ui/IconSprite.tsx writes them into every page's HTML, where each
// <Icon> points at one with <use href="#icon-…">. The virtual module `virtual:icon-sprite` holds
// them for the server build (and the dev server's rendering) only: the client build gets an empty
// string, so the symbols never weigh on the JavaScript. The build stops on a name lucide lacks.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { iconId, iconNames } from '../lib/icons.ts'

const require = createRequire(import.meta.url)
const moduleId = 'virtual:icon-sprite'
const resolvedId = `\0${moduleId}`

interface IconSet {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string }>
}

/** One <symbol> per name, its id iconId(name). */
export function iconSymbols(names: readonly string[] = iconNames): string {
  const set = JSON.parse(readFileSync(require.resolve('@iconify-json/lucide/icons.json'), 'utf8')) as IconSet
  return names
    .map((name) => {
      const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? '']
      if (!icon) throw new Error(`lib/icons.ts names '${name}', which the lucide icon set does not have.`)
      const viewBox = `0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}`
      return `<symbol id="${iconId(name)}" viewBox="${viewBox}">${icon.body}</symbol>`
    })
    .join('')
}

export function iconSpritePlugin(): Plugin {
  const symbols = iconSymbols()
  return {
    name: 'atelier:icon-sprite',
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined
    },
    load(id) {
      if (id !== resolvedId) return undefined
      return `export default ${JSON.stringify(this.environment?.config.consumer === 'client' ? '' : symbols)}`
    },
  }
}
