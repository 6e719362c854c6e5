// The review figure as the build wrote it: the database's when the build could read it, else the
// owner's facts' (features/reviews/reviewProfileAsBuilt.ts). Whichever it was, every page gives the
// same one, the visible figure and the store's JSON-LD agree, and the links beside it are https.
import { describe, expect, it } from 'vitest'
import { builtPage, builtPages } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

interface Store {
  '@type'?: string
  aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number; worstRating: number }
  sameAs?: string[]
}

const storeOf = (document: HtmlElement): Store | undefined =>
  findAll(document, (el) => el.tag === 'script' && el.attrs.type === 'application/ld+json')
    .map((script) => JSON.parse(String(script.children[0] ?? 'null')) as Store)
    .find((block) => block['@type'] === 'JewelryStore')

const home = builtPage('/').document
const store = storeOf(home)
/** The home page's figures, by their label. */
const figures = findAll(home, (el) => el.tag === 'dl').flatMap((list) =>
  findAll(list, (el) => el.tag === 'div').map((figure) => ({
    value: textOf(findAll(figure, (el) => el.tag === 'dd')[0] ?? ''),
    label: textOf(findAll(figure, (el) => el.tag === 'dt')[0] ?? ''),
    links: findAll(figure, (el) => el.tag === 'a').map((link) => ({ text: textOf(link), href: link.attrs.href ?? '' })),
  })),
)
const rating = figures.find((figure) => /^de note moyenne sur \d+ avis /.test(figure.label))

describe('the review figure', () => {
  it('is on the home page, as the store’s JSON-LD gives it', () => {
    expect(rating, 'the home page shows a review figure').toBeDefined()
    const rated = store?.aggregateRating
    expect(rated).toMatchObject({ bestRating: 5, worstRating: 1 })
    expect(rating?.value).toBe(`${rated?.ratingValue.toLocaleString('fr-FR')}/5`)
    expect(rating?.label).toMatch(new RegExp(`^de note moyenne sur ${rated?.reviewCount} avis \\S`))
  })

  it('is the same in the JSON-LD of every page', () => {
    for (const page of builtPages.filter((p) => storeOf(p.document))) {
      expect(storeOf(page.document)?.aggregateRating, page.path).toEqual(store?.aggregateRating)
      expect(storeOf(page.document)?.sameAs, page.path).toEqual(store?.sameAs)
    }
  })

  it('links, when the owner gave links, to https addresses only, the Google profile also as the store’s sameAs', () => {
    for (const link of rating?.links ?? []) expect(link.href).toMatch(/^https:\/\/[^\s/]+\.[^\s]+/)
    const profile = rating?.links.find((link) => link.text === 'Voir notre fiche Google')
    expect(store?.sameAs).toEqual(profile ? [profile.href] : undefined)
    expect(rating?.links.map((link) => link.text).filter((text) => text !== 'Voir notre fiche Google' && text !== 'Laisser un avis')).toEqual([])
  })
})
