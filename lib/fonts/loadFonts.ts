// Web fonts load after the first paint: text shows at once in the metric-matched fallbacks
// (styles/fonts.css), then takes its real face without moving. Latin subset only: French, œ and €.
const latin =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

export const webFonts = [
  { family: 'Inter', url: __FONT_URLS__['inter-latin-wght'], weight: '100 900' },
  { family: 'Cormorant Garamond', url: __FONT_URLS__['cormorant-garamond-latin-wght'], weight: '300 700' },
] as const

let started = false

export function loadFonts(): void {
  if (started || typeof FontFace === 'undefined') return
  started = true
  const faces = webFonts.map(
    (font) => new FontFace(font.family, `url(${font.url}) format('woff2')`, { weight: font.weight, display: 'swap', unicodeRange: latin }),
  )
  // Both faces join the document together, so the page is laid out again once, not twice.
  // A failed download leaves the fallbacks in place, which is fine.
  void Promise.all(faces.map((face) => face.load()))
    .then(() => faces.forEach((face) => document.fonts.add(face)))
    .catch(() => undefined)
}
