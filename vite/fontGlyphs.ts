// The characters the web fonts are cut down to: what French text on this site is written with.
// tests/dist/fontCoverage.test.ts reads every built page and fails on a character the cut fonts
// cannot draw, so a new character in the content shows up there rather than in another typeface.

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join('')

export const fontGlyphs = [
  // Printable ASCII and Latin-1: the French accented letters (é è ê ë à â ç î ï ô ù û ü ÿ and their
  // capitals), « », the no-break space, ©, °, ×.
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  'Œœ', // ligatured oe (cœur, œuvre)
  'Ÿ',
  '\u2009', // thin space
  '‘’‚“”„‹›', // typographic apostrophe and quotes
  '–—', // en and em dashes
  '…•',
  '€',
  '™',
].join('')
