import { preloadPrerenderedLazy } from '../components/ui/prerenderedLazy'

// https://vike.dev/onBeforeRenderHtml — runs on the server before renderToString, which cannot
// wait for lazy chunks: load them so their sections are in the prerendered HTML.
export async function onBeforeRenderHtml() {
  await preloadPrerenderedLazy()
}
