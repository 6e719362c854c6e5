import { describe, expect, it } from 'vitest'
import { precacheAlternatives } from './precacheAlternatives'

const paths = (href: string) => precacheAlternatives(new URL(href)).map((u) => u.pathname)

describe('offline lookup of prerendered pages', () => {
  it('maps a clean URL to its index.html, with or without a trailing slash', () => {
    expect(paths('https://x.fr/services/achat-or')).toEqual(['/services/achat-or/index.html', '/services/achat-or.html'])
    expect(paths('https://x.fr/services/achat-or/')).toEqual(['/services/achat-or/index.html'])
    expect(paths('https://x.fr/')).toEqual(['/index.html'])
  })
  it('leaves files alone', () => {
    expect(paths('https://x.fr/assets/app.js')).toEqual([])
    expect(paths('https://x.fr/services/achat-or/index.pageContext.json')).toEqual([])
  })
})
