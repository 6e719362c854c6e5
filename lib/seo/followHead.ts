// After a client-side navigation the head still holds the first page's canonical, og:url and
// JSON-LD: vike-react renders +Head on the server only, and updates only the title and the
// description on the client (https://vike.dev/Head). This rewrites the rest from the same
// definition as the prerendered HTML. Loaded on the first client-side navigation, not before.
import { jsonLdText } from './jsonLdScript'
import { canonicalUrl, pageJsonLd, type PageHeadSource } from './pageHeadTags'

function setOrRemove(element: 'link' | 'meta', key: [string, string], attribute: 'href' | 'content', value: string | undefined) {
  let tag = document.head.querySelector(`${element}[${key[0]}="${key[1]}"]`)
  if (!value) return tag?.remove()
  if (!tag) {
    tag = document.head.appendChild(document.createElement(element))
    tag.setAttribute(...key)
  }
  tag.setAttribute(attribute, value)
}

export function followHead(pageContext: PageHeadSource) {
  const canonical = canonicalUrl(pageContext)
  setOrRemove('link', ['rel', 'canonical'], 'href', canonical)
  setOrRemove('meta', ['property', 'og:url'], 'content', canonical)
  // The first block is the shop's, the same on every page (pages/+Head.tsx); the page's own follow it.
  const [shop, ...blocks] = document.head.querySelectorAll('script[type="application/ld+json"]')
  blocks.forEach((block) => block.remove())
  const after = shop ?? document.head.lastChild
  const fresh = pageJsonLd(pageContext).map((data) => {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.text = jsonLdText(data)
    return script
  })
  if (after) after.after(...fresh)
  else document.head.append(...fresh)
}
