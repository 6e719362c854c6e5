import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import ServicePieces from './ServicePieces'
import { ServiceShowcase } from './ServiceShowcase'

const pieces = [
  {
    id: '4fb60fa7-451b-4b9c-8770-0629dc91949d',
    caption: 'Bague en or jaune, saphir',
    image: { name: 'realisations/4fb60fa7', width: 1600, height: 1200, widths: [480, 800, 1280, 1600] },
  },
  {
    id: '9a0c7b52-0b5e-4d0f-8f0e-1a7b1f0c2d3e',
    caption: 'Montre de gousset',
    image: { name: 'realisations/9a0c7b52', width: 1500, height: 2000, widths: [480, 800, 1280, 1500] },
  },
]

it('shows the service’s pieces under a heading, each photo sized and described by its caption, with a link to all of them', () => {
  const html = renderToString(<ServicePieces pieces={pieces} service="création" />)
  expect(html).toMatch(/<section id="realisations" aria-labelledby="realisations-titre"/)
  expect(html).toContain('<h2 id="realisations-titre" class="heading-2">Pièces terminées à l’atelier</h2>')
  expect(html).toMatch(/<img src="\/images\/realisations\/4fb60fa7-1600\.jpg"[^>]* alt="Bague en or jaune, saphir" width="1600" height="1200"/)
  expect(html).toMatch(/<img src="\/images\/realisations\/9a0c7b52-1500\.jpg"[^>]* alt="Montre de gousset" width="1500" height="2000"/)
  expect(html).toContain('type="image/avif" srcSet="/images/realisations/4fb60fa7-480.avif 480w')
  expect(html).toContain('aria-label="Agrandir la photo\u00a0: Montre de gousset"')
  expect(html).toMatch(/<a href="\/realisations" class="btn-secondary">Voir toutes nos réalisations<\/a>/)
  expect(html).not.toContain('yarl')
})

it('shows nothing on a service page with no pieces, nor once they have all been unpublished', () => {
  expect(renderToString(<ServiceShowcase pieces={[]} service="création" />)).toBe('')
  expect(renderToString(<ServicePieces pieces={[]} service="création" />)).toBe('')
})
