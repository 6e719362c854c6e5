// Vike adds a code-splitting group of its own, named by a function, to keep each page's CSS apart
// (pluginDistFileNames.js, disableCSSBundling). Rolldown asks for a debugName for such a group, once
// per environment's build; this gives it one. Runs after Vike's configResolved (both 'post', this
// one later in the plugin list).
import type { Plugin } from 'vite'

type Group = { name?: unknown; debugName?: string }

export function namedChunkGroups(): Plugin {
  return {
    name: 'atelier:named-chunk-groups',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const output = config.build.rolldownOptions.output
      for (const options of Array.isArray(output) ? output : [output]) {
        const codeSplitting = options?.codeSplitting
        if (!codeSplitting || typeof codeSplitting !== 'object') continue
        for (const group of (codeSplitting.groups ?? []) as Group[]) if (typeof group.name === 'function') group.debugName ??= 'vike-css'
      }
    },
  }
}
