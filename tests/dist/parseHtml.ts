// A small reader for the prerendered HTML, enough for React's well-formed output: elements,
// attributes and text, entities decoded, script and style bodies kept out of the text.

export interface HtmlElement {
  tag: string
  attrs: Record<string, string>
  children: HtmlNode[]
  parent: HtmlElement | null
}

export type HtmlNode = HtmlElement | string

// https://html.spec.whatwg.org/multipage/syntax.html#void-elements
const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const rawTextTags = new Set(['script', 'style'])
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    const decoded = namedEntities[name]
    if (decoded === undefined) throw new Error(`parseHtml: unknown entity ${whole}`)
    return decoded
  })
}

const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const [, name, doubleQuoted, singleQuoted, bare] of source.matchAll(attributePattern))
    attrs[name!.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '')
  return attrs
}

/** Index of the `>` closing the tag opened at `start`, skipping quoted attribute values. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null
  for (let i = start; i < html.length; i++) {
    const c = html[i]
    if (quote) quote = c === quote ? null : quote
    else if (c === '"' || c === "'") quote = c
    else if (c === '>') return i
  }
  throw new Error(`parseHtml: unclosed tag at ${start}`)
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#document', attrs: {}, children: [], parent: null }
  let current = root
  let i = 0
  while (i < html.length) {
    const open = html.indexOf('<', i)
    const textEnd = open === -1 ? html.length : open
    if (textEnd > i) current.children.push(decodeEntities(html.slice(i, textEnd)))
    if (open === -1) break
    if (html.startsWith('<!--', open)) {
      i = html.indexOf('-->', open) + 3
      continue
    }
    const end = tagEnd(html, open)
    const inside = html.slice(open + 1, end)
    i = end + 1
    if (inside.startsWith('!') || inside.startsWith('?')) continue
    if (inside.startsWith('/')) {
      const tag = inside.slice(1).trim().toLowerCase()
      let closing: HtmlElement | null = current
      while (closing && closing.tag !== tag) closing = closing.parent
      if (closing?.parent) current = closing.parent
      continue
    }
    const tag = /^[^\s/>]+/.exec(inside)![0].toLowerCase()
    const element: HtmlElement = { tag, attrs: parseAttributes(inside.slice(tag.length).replace(/\/$/, '')), children: [], parent: current }
    current.children.push(element)
    if (rawTextTags.has(tag)) {
      const closer = new RegExp(`</${tag}`, 'gi')
      closer.lastIndex = i
      const close = closer.exec(html)?.index
      if (close === undefined) throw new Error(`parseHtml: unclosed <${tag}> at ${open}`)
      element.children.push(html.slice(i, close))
      i = tagEnd(html, close) + 1
    } else if (!voidTags.has(tag) && !inside.endsWith('/')) current = element
  }
  return root
}

export function findAll(node: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement[] {
  return node.children.flatMap((child) => (typeof child === 'string' ? [] : [...(test(child) ? [child] : []), ...findAll(child, test)]))
}

/** Text as a reader sees it: script and style bodies left out, white space collapsed. */
export function textOf(node: HtmlNode): string {
  const raw = (n: HtmlNode): string => (typeof n === 'string' ? n : rawTextTags.has(n.tag) ? '' : n.children.map(raw).join(''))
  return raw(node).replace(/\s+/g, ' ').trim()
}

export function closest(element: HtmlElement, tag: string): HtmlElement | null {
  let node: HtmlElement | null = element
  while (node && node.tag !== tag) node = node.parent
  return node
}
