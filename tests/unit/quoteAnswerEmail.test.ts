// The workshop's e-mail of a customer's answer to a quote, as quote-answer sends it
// (supabase/functions/_shared/request/).
import { describe, expect, it } from 'vitest'
import { buildQuoteAnswerEmail, quoteAnswerMessageId } from '../../supabase/functions/_shared/request/quoteAnswerEmail'

const claim = { reference: 'MB-26-0142', amount_cents: 1_234_500, answer: 'accepted' as const, answered_at: '2026-07-14T08:05:00+00:00' }

describe('the e-mail of a quote’s answer', () => {
  it('says the reference, the amount TTC in French, the answer and its time in Paris, with the back office’s link', () => {
    const email = buildQuoteAnswerEmail(claim, { siteUrl: 'https://www.maison-bologne.fr/' })
    expect(email.subject).toBe('MB-26-0142 — Devis accepté (12\u202f345,00\u00a0€ TTC)')
    expect(email.text).toContain(
      'Le client de la demande MB-26-0142 a accepté le devis de 12\u202f345,00\u00a0€ TTC en ligne, le mardi 14 juillet 2026 à 10:05',
    )
    expect(email.text).toContain('«\u202fDevis accepté\u202f»')
    expect(email.text.endsWith('https://www.maison-bologne.fr/atelier')).toBe(true)
    expect(email.html).toContain('href="https://www.maison-bologne.fr/atelier"')
  })

  it('says a refusal as one', () => {
    const email = buildQuoteAnswerEmail({ ...claim, answer: 'declined' }, { siteUrl: 'https://www.maison-bologne.fr' })
    expect(email.subject).toBe('MB-26-0142 — Devis refusé (12\u202f345,00\u00a0€ TTC)')
    expect(email.text).toContain('«\u202fDevis refusé\u202f»')
  })

  it('gives one Message-ID per quote, on the sender’s domain', () => {
    expect(quoteAnswerMessageId('ABC-1', 'site@maison-bologne.fr')).toBe('<devis-abc-1@maison-bologne.fr>')
  })
})
