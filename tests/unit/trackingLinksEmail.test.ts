// « Suivre ma demande »'s e-mail, as send-tracking-links sends it (supabase/functions/_shared/request/).
import { describe, expect, it } from 'vitest'
import { buildTrackingLinksEmail, trackingLinksMessageId } from '../../supabase/functions/_shared/request/trackingLinksEmail'

const request = (reference: string, service: string, sent_at: string, letter: string) => ({ reference, service, sent_at, secret: letter.repeat(43) })
const claim = {
  email: 'helene@example.fr',
  requests: [request('MB-26-0143', 'horlogerie', '2026-07-14T08:05:00+00:00', 'A'), request('MB-26-0099', 'création', '2026-03-02T15:30:00+00:00', 'B')],
}
const build = (given = claim) => buildTrackingLinksEmail(given, { siteUrl: 'https://www.maison-bologne.fr/', phone: '01 99 00 12 64' })

describe('the tracking links e-mail', () => {
  it('lists each open request with its reference, service, date sent in Paris and its own link', () => {
    const email = build()
    expect(email.to).toBe('helene@example.fr')
    expect(email.subject).toBe('Le suivi de vos demandes — Maison Bologne')
    expect(email.text).toContain(
      'MB-26-0143 — Horlogerie, envoyée le 14 juillet 2026 à 10:05 (heure de Paris)\nhttps://www.maison-bologne.fr/suivi#' + 'A'.repeat(43),
    )
    expect(email.text).toContain(
      'MB-26-0099 — Création, envoyée le 2 mars 2026 à 16:30 (heure de Paris)\nhttps://www.maison-bologne.fr/suivi#' + 'B'.repeat(43),
    )
    expect(email.html).toContain(`href="https://www.maison-bologne.fr/suivi#${'A'.repeat(43)}"`)
    expect(email.html).toContain('>Suivre la demande MB-26-0099</a>')
    expect(email.text).toContain('01 99 00 12 64')
    expect(email.text.startsWith('Bonjour,\n\n')).toBe(true)
  })

  it('speaks of one request in the singular', () => {
    const email = build({ ...claim, requests: claim.requests.slice(0, 1) })
    expect(email.subject).toBe('Le suivi de votre demande — Maison Bologne')
    expect(email.text).toContain('Voici celle en cours')
  })

  it('escapes what it puts in the HTML and has a Message-ID per ask', () => {
    const email = build({ ...claim, requests: [request('<b>MB</b>', 'autre', '2026-07-14T08:05:00+00:00', 'C')] })
    expect(email.html).not.toContain('<b>MB')
    expect(email.html).toContain('&lt;b&gt;MB&lt;/b&gt;')
    expect(trackingLinksMessageId(42, 'atelier@maison-bologne.fr')).toBe('<suivi-42@maison-bologne.fr>')
  })
})
