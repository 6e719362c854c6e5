import { expect, it } from 'vitest'
import { siteContact, withContact } from './liveWorkshopContact'

const built = siteContact({ phone: '01 99 00 12 64', email: 'atelier@maison-bologne.fr', whatsapp: '06 11 22 33 44' })
const now = siteContact({ phone: '01 45 20 64 12', email: 'bonjour@atelier-exemple.fr', whatsapp: '06 12 34 56 78' })

it('writes the tel:, mailto: and wa.me links of the contact as the build does', () => {
  expect(now).toEqual({
    phone: { display: '01 45 20 64 12', e164: '+33145206412' },
    email: 'bonjour@atelier-exemple.fr',
    whatsapp: '06 12 34 56 78',
    telHref: 'tel:+33145206412',
    mailHref: 'mailto:bonjour@atelier-exemple.fr',
    whatsappLink: 'https://wa.me/33612345678',
  })
  expect(siteContact({ phone: '01 45 20 64 12', email: 'a@b.fr', whatsapp: null }).whatsappLink).toBeNull()
})

it('says the phone, e-mail and WhatsApp now in every text of a page’s data, and leaves the rest as it is', () => {
  const sections = [
    { id: 'editeur', paragraphs: ['Téléphone\u00a0: 01 99 00 12 64. Courriel\u00a0: atelier@maison-bologne.fr.', 'WhatsApp au 06 11 22 33 44.'], order: 1 },
    { id: 'autre', paragraphs: ['Rien à changer.'], list: ['01 99 00 12 64'] },
  ]
  expect(withContact(sections, built, now)).toEqual([
    { id: 'editeur', paragraphs: ['Téléphone\u00a0: 01 45 20 64 12. Courriel\u00a0: bonjour@atelier-exemple.fr.', 'WhatsApp au 06 12 34 56 78.'], order: 1 },
    { id: 'autre', paragraphs: ['Rien à changer.'], list: ['01 45 20 64 12'] },
  ])
})
