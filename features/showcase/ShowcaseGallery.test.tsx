import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ShowcaseGallery } from './ShowcaseGallery'

const piece = {
  id: '4fb60fa7-451b-4b9c-8770-0629dc91949d',
  caption: 'Bague en or jaune, saphir',
  image: { name: 'realisations/4fb60fa7-451b-4b9c-8770-0629dc91949d', width: 1600, height: 1200, widths: [480, 800, 1280, 1600] },
}

it('prerenders each photo in AVIF, WebP and JPEG with its width and height, behind a labelled button, and no lightbox yet', () => {
  const html = renderToString(<ShowcaseGallery pieces={[piece]} />)
  expect(html).toContain('type="image/avif" srcSet="/images/realisations/4fb60fa7-451b-4b9c-8770-0629dc91949d-480.avif 480w')
  expect(html).toContain('type="image/webp"')
  expect(html).toMatch(/<img src="\/images\/realisations\/4fb60fa7-451b-4b9c-8770-0629dc91949d-1600\.jpg"[^>]* width="1600" height="1200"/)
  expect(html).toContain('aria-label="Agrandir la photo\u00a0: Bague en or jaune, saphir"')
  expect(html).toContain('<figcaption class="mt-3 text-stone-600">Bague en or jaune, saphir</figcaption>')
  expect(html).not.toContain('yarl')
})

it('loads the first photo at once and shows it as it arrives, before the page’s code has run: it is above the fold; the others wait to be near', () => {
  const second = { ...piece, id: '9a0c7b52-0b5e-4d0f-8f0e-1a7b1f0c2d3e', caption: 'Alliance', image: { ...piece.image, name: 'realisations/9a0c7b52' } }
  const images = [...renderToString(<ShowcaseGallery pieces={[piece, second]} />).matchAll(/<img [^>]*>/g)].map(([img]) => img)
  expect(images).toHaveLength(2)
  expect(images[0]).toMatch(/loading="eager" fetchPriority="high"[^>]* class="[^"]*opacity-100/)
  expect(images[1]).toMatch(/loading="lazy" fetchPriority="auto"[^>]* class="[^"]*opacity-0/)
})

it('says plainly that nothing is published yet, with no empty grid', () => {
  const html = renderToString(<ShowcaseGallery pieces={[]} />)
  expect(html).toContain('Aucune réalisation n’est encore publiée.')
  expect(html).not.toContain('<ul')
})
