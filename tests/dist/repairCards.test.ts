import { describe, expect, it } from 'vitest'
import { repairs } from '../../lib/content/pageContent/repairs'
import { builtPage, builtPages } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

// /reparations lists the repair services as cards, each leading to the service's own page: a built
// page that describes, in its JSON-LD, a Service of the card's name.
const section = findAll(builtPage('/reparations').document, (el) => el.tag === 'section' && el.attrs.id === 'services-reparation')[0]
const cards = section ? findAll(section, (el) => el.tag === 'h3').map((title) => ({ title: textOf(title).trim(), links: findAll(title, (el) => el.tag === 'a') })) : []

function describedService(document: HtmlElement): string | undefined {
  const scripts = findAll(document, (el) => el.tag === 'script' && el.attrs.type === 'application/ld+json')
  const blocks: { '@type'?: string; name?: string }[] = scripts.flatMap((script) => JSON.parse(String(script.children[0] ?? 'null')) ?? [])
  return blocks.find((block) => block['@type'] === 'Service')?.name
}

describe('the repair cards of /reparations', () => {
  it('are in the prerendered page, one for each card of its content', () => {
    const [features] = repairs.sections
    expect(features?.kind === 'features' && features.items.length).toBeGreaterThan(0)
    expect(cards.map((card) => card.title)).toEqual(features?.kind === 'features' ? features.items.map((item) => item.title) : [])
  })

  it.each(cards.map((card) => [card.title, card] as const))('%s links to the page of that service', (title, { links }) => {
    expect(links).toHaveLength(1)
    const href = links[0]?.attrs.href ?? ''
    const target = builtPages.find((page) => page.path === href)
    expect(target, `${title} links to ${href}, which the build has no page for`).toBeDefined()
    expect(describedService(target!.document)).toBe(title)
  })
})
