// @ts-check
// The text a visitor reads on a built page, one block a line: its body without scripts, styles and
// icons, each block element on a line of its own, the entities decoded; the alternatives
// (alt, aria-label, title, placeholder) as lines too, since they are read or announced.

const entities = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' })
/** @param {string} text */
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code) =>
    code[0] === '#' ? String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : (entities[code] ?? whole),
  )

const blocks =
  'address|article|aside|blockquote|br|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|section|summary|table|td|th|tr|ul|button|a'

/** @param {string} html */
export function visibleText(html) {
  const body = html.slice(html.indexOf('<body'))
  const alternatives = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => decode(m[1] ?? ''))
  const text = body
    .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/g, '')
    .replace(new RegExp(`</?(?:${blocks})\\b[^>]*>`, 'g'), '\n')
    .replace(/<[^>]+>/g, '')
  return [...decode(text).split('\n'), ...alternatives]
    .map((line) => line.replace(/[ \t\r]+/g, ' ').trim())
    .filter((line) => /\p{L}/u.test(line))
    .join('\n')
}
