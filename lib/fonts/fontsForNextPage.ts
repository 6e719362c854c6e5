// A first visit keeps the fallback fonts on the page it opened (styles/fonts.css). Once the service
// worker controls the page, its precache holds the fonts: they are loaded from it, unused, and the
// next page the visitor opens in this tab has them as it is first drawn
// (features/site-frame/NextPageFonts.tsx). The bytes are the precache's, fetched once.
export async function prepareFontsForNextPage(): Promise<void> {
  const root = document.documentElement
  const workers = navigator.serviceWorker
  if (!workers || 'fonts' in root.dataset) return
  await workers.ready
  if (!workers.controller) await new Promise((resolve) => workers.addEventListener('controllerchange', resolve, { once: true }))
  const loaded = await Promise.all(['1em Inter', '1em "Cormorant Garamond"'].map((font) => document.fonts.load(font)))
  if (loaded.every((faces) => faces.length > 0)) root.dataset.fontsReady = ''
}
