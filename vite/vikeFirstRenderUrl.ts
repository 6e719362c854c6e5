// Keeps the address a visitor reached before the page hydrated. Vike's client router notes the
// address when it starts and, once the page's code has arrived, pushes that address again if the
// current one differs: on a slow phone, a tap on « Voir les étapes » (#processus) in that window
// lost its #processus and left an extra history entry. On the first render the address can only
// differ by what the visitor (or the page) did in the page itself, so this build lets the first
// render leave it alone; later navigations change it as before. Checked by the browser test « an
// in-page link pressed before the page hydrates keeps its address once it has »; the build fails
// if a new Vike no longer has the line, so that the change is looked at again.
import type { Plugin } from 'vite'

const file = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]renderPageClient\.js$/
const line = 'changeUrl(urlOriginal, overwriteLastHistoryEntry);'

export function keepFirstRenderUrl(source: string): string {
  if (source.split(line).length !== 2) throw new Error(`vikeFirstRenderUrl: « ${line} » should appear once in Vike's renderPageClient.js`)
  if (!/\bisFirstRender\b/.test(source)) throw new Error("vikeFirstRenderUrl: Vike's renderPageClient.js no longer names isFirstRender")
  return source.replace(line, `if (!isFirstRender) ${line}`)
}

export function vikeFirstRenderUrl(): Plugin {
  return {
    name: 'atelier:vike-first-render-url',
    enforce: 'pre',
    transform: {
      filter: { id: file },
      handler(source, id) {
        if (!file.test(id)) return null
        return { code: keepFirstRenderUrl(source), map: null }
      },
    },
  }
}
