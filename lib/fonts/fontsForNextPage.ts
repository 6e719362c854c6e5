// A page whose first paint came before its preloaded fonts keeps its fallbacks until it is left
// (styles/fonts.css). The files are fetched all the same: once they are here, the `Loaded` faces
// are made from them, unused, and the next page the visitor opens in this document has them as it
// is first drawn (features/site-frame/NextPageFonts.tsx).
export async function prepareFontsForNextPage(): Promise<void> {
  const root = document.documentElement
  if ('fonts' in root.dataset) return
  const loaded = await Promise.all(['1em "Inter Loaded"', '1em "Cormorant Garamond Loaded"'].map((font) => document.fonts.load(font)))
  if (loaded.every((faces) => faces.length > 0)) root.dataset.fontsReady = ''
}
