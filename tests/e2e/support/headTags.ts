import type { APIRequestContext, Page } from '@playwright/test'

/** One head tag as a crawler or a share sheet reads it: what it is, then what it says. */
export interface HeadTag {
  kind: string
  value: string
}

// Files the page loads (styles, preloads, the render-blocking expect link) are the build's business,
// not what the page says about itself.
const resourceRels = ['stylesheet', 'modulepreload', 'preload', 'prefetch', 'expect']

/** The head tags of the document open in the page, or of an HTML text parsed in it (e.g. a page as prerendered). */
export const headTags = (page: Page, html?: string): Promise<HeadTag[]> =>
  page.evaluate(
    ({ html, resourceRels }) => {
      const head = html === undefined ? document.head : new DOMParser().parseFromString(html, 'text/html').head
      const tags: { kind: string; value: string }[] = []
      for (const element of head.children) {
        const attribute = (name: string) => element.getAttribute(name) ?? ''
        if (element instanceof HTMLTitleElement) tags.push({ kind: 'title', value: element.text })
        else if (element instanceof HTMLMetaElement && (element.name || attribute('property')))
          tags.push({ kind: `meta ${element.name || attribute('property')}`, value: element.content })
        else if (element instanceof HTMLLinkElement && !resourceRels.includes(element.rel))
          tags.push({ kind: `link ${element.rel}`, value: [element.getAttribute('href'), attribute('sizes'), attribute('hreflang')].join(' ').trim() })
        else if (element instanceof HTMLScriptElement && element.type === 'application/ld+json')
          tags.push({ kind: `json-ld ${(JSON.parse(element.text) as { '@type': string })['@type']}`, value: JSON.stringify(JSON.parse(element.text)) })
      }
      return tags.sort((a, b) => (a.kind + a.value).localeCompare(b.kind + b.value))
    },
    { html, resourceRels },
  )

/** The head tags of a page as the server sends it, read by the browser's own parser. */
export async function prerenderedHeadTags(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path)
  return headTags(page, await response.text())
}
