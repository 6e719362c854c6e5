// The customer's receipt on arrival, as notify-workshop sends it (supabase/functions/_shared/request/).
import { describe, expect, it } from 'vitest'
import { buildReceiptEmail, receiptMessageId, trackingLink } from '../../supabase/functions/_shared/request/receiptEmail'

const claim = {
  name: 'Hélène\r\nBcc: victime@example.com',
  email: 'helene@example.fr',
  reference: 'MB-26-0142',
  service: 'horlogerie',
  sent_at: '2026-07-14T08:05:00+00:00',
  secret: 'A'.repeat(43),
}
const build = () => buildReceiptEmail(claim, { siteUrl: 'https://www.maison-bologne.fr/', phone: '01 99 00 12 64' })

describe('the receipt e-mail', () => {
  it('gives the reference in the subject and the text, with the tracking link and the time in Paris', () => {
    const email = build()
    expect(email.subject).toBe('Votre demande MB-26-0142 est bien reçue — Maison Bologne')
    expect(email.text).toContain('Sa référence\u00a0: MB-26-0142. Rappelez-la si vous nous appelez au 01 99 00 12 64.')
    expect(email.text).toContain('(Horlogerie) le 14 juillet 2026 à 10:05, heure de Paris.')
    expect(email.text).toContain(`https://www.maison-bologne.fr/suivi#${'A'.repeat(43)}`)
    expect(email.html).toContain(`href="https://www.maison-bologne.fr/suivi#${'A'.repeat(43)}"`)
  })

  it('keeps the name to one line in the headers and escaped in the HTML', () => {
    const email = buildReceiptEmail({ ...claim, name: '<b>Eve</b>' }, { siteUrl: 'https://exemple.fr', phone: '01' })
    expect(build().to).toEqual({ name: 'Hélène Bcc: victime@example.com', address: 'helene@example.fr' })
    expect(email.html).toContain('Bonjour &lt;b&gt;Eve&lt;/b&gt;,')
    expect(email.html).not.toContain('<b>Eve')
  })

  it('has a Message-ID of its own, derived from the message', () => {
    expect(receiptMessageId('ABC', 'atelier@maison-bologne.fr')).toBe('<receipt-abc@maison-bologne.fr>')
    expect(trackingLink('https://exemple.fr//', 's')).toBe('https://exemple.fr/suivi#s')
  })
})
