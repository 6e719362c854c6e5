import { describe, expect, it } from 'vitest'
import { precacheAlternatives } from './precacheAlternatives'
import { precachedPageUrl } from './precachedPageUrl'

const paths = (href: string) => precacheAlternatives(new URL(href)).map((u) => u.pathname)

describe('pages in the precache', () => {
  it('are kept under the clean URL visitors open, which the host sends with its security headers', () => {
    expect(precachedPageUrl('index.html')).toBe('/')
    expect(precachedPageUrl('contact.html')).toBe('/contact')
    expect(precachedPageUrl('services.html')).toBe('/services')
    expect(precachedPageUrl('services/achat-or.html')).toBe('/services/achat-or')
  })
  it('keep the not-found page at /404, where the host serves it without a redirect', () => {
    expect(precachedPageUrl('404.html')).toBe('/404')
  })
  it('leave every other file under its own name', () => {
    expect(precachedPageUrl('contact/index.pageContext.json')).toBe('contact/index.pageContext.json')
    expect(precachedPageUrl('assets/entries/entry-client-routing.js')).toBe('assets/entries/entry-client-routing.js')
  })
})

describe('offline lookup of prerendered pages', () => {
  it('finds a page opened with a trailing slash or by its file name', () => {
    expect(paths('https://x.fr/services/achat-or/')).toEqual(['/services/achat-or'])
    expect(paths('https://x.fr/services/achat-or.html')).toEqual(['/services/achat-or'])
    expect(paths('https://x.fr/index.html')).toEqual(['/'])
  })
  it('adds nothing for a clean URL, the home page or a file', () => {
    expect(paths('https://x.fr/services/achat-or')).toEqual([])
    expect(paths('https://x.fr/')).toEqual([])
    expect(paths('https://x.fr/assets/app.js')).toEqual([])
    expect(paths('https://x.fr/services/achat-or/index.pageContext.json')).toEqual([])
  })
})
