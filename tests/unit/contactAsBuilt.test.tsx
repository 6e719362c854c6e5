// Every place the pages say the workshop's phone, e-mail or WhatsApp takes them from what the build
// read of « Fiche de l'atelier » (vite/workshopContact.ts, one build setting): the footer, the
// contact page's card, the call card, the legal notice and the JSON-LD, with their tel:, mailto:
// and wa.me links; without it, the owner's facts' values and no WhatsApp.
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { phone as ownerPhone } from '../../lib/owner'
import { seededWeeklyHours } from '../../lib/weeklyHours'
import type { WorkshopContact } from '../../lib/workshopContact'
import { contactSetting } from '../../vite/workshopContact'

const owners: WorkshopContact = { phone: '01 45 20 64 12', email: 'bonjour@atelier-exemple.fr', whatsapp: '06 12 34 56 78' }

/** The pages' pieces, imported afresh under the build setting `contact` (none: a build that read nothing). */
async function pagesBuiltWith(contact: typeof owners | null) {
  vi.resetModules()
  vi.stubEnv('VITE_WORKSHOP_CONTACT', contact ? contactSetting(contact) : '')
  const [{ ConsentProvider }, { Footer }, { DirectContactCard }, { ContactCards }, { legalNotice }, { jewelryStoreJsonLd }] = await Promise.all([
    import('../../features/consent/ConsentProvider'),
    import('../../features/site-frame/Footer'),
    import('../../features/contact/DirectContactCard'),
    import('../../components/sections/ContactCards'),
    import('../../lib/content/pageContent/legal'),
    import('../../lib/structuredData'),
  ])
  return {
    html: renderToStaticMarkup(
      <ConsentProvider>
        <Footer />
        <DirectContactCard />
        <ContactCards id="appeler" title="Nous appeler" text="Au téléphone" />
      </ConsentProvider>,
    ),
    legal: JSON.stringify(legalNotice.sections),
    jsonLd: jewelryStoreJsonLd(seededWeeklyHours),
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the pages built with the owner’s contact', () => {
  it('say its phone, e-mail and WhatsApp with their links, and none of the owner’s facts’ number', async () => {
    const { html, legal, jsonLd } = await pagesBuiltWith(owners)
    expect(html).toContain('href="tel:+33145206412"')
    expect(html).toContain('href="mailto:bonjour@atelier-exemple.fr"')
    expect(html).toContain('href="https://wa.me/33612345678"')
    expect(html).toContain('06 12 34 56 78')
    expect(html).not.toContain(ownerPhone.display)
    expect(legal).toContain(owners.phone)
    expect(legal).toContain(owners.email)
    expect(jsonLd).toMatchObject({ telephone: '+33145206412', email: owners.email })
  })

  it('without a WhatsApp number, offer none', async () => {
    const { html } = await pagesBuiltWith({ ...owners, whatsapp: null })
    expect(html).not.toContain('wa.me')
    expect(html).not.toContain('WhatsApp')
  })

  it('say the owner’s facts’ phone when the build read nothing', async () => {
    const { html, jsonLd } = await pagesBuiltWith(null)
    expect(html).toContain(`href="tel:${ownerPhone.e164}"`)
    expect(html).not.toContain('wa.me')
    expect(jsonLd.telephone).toBe(ownerPhone.e164)
  })
})
