// The e-mail that tells a customer their request reached a step, as send-step-email sends it
// (supabase/functions/_shared/request/stepEmail.ts).
import { describe, expect, it } from 'vitest'
import { buildStepEmail, stepMessageId, type StepEmailClaim } from '../../supabase/functions/_shared/request/stepEmail'

const claim: StepEmailClaim = {
  name: 'Hélène\r\nBcc: x@example.fr',
  email: 'helene@example.fr',
  reference: 'MB-26-0142',
  status: 'ready',
  secret: 'A'.repeat(43),
  opening_days: [
    {
      day: '2026-12-15',
      ranges: [
        { opens: '10:00', closes: '13:00' },
        { opens: '14:30', closes: '19:00' },
      ],
    },
    { day: '2027-01-05', ranges: [{ opens: '10:00', closes: '19:00' }] },
  ],
}
const build = (given: StepEmailClaim = claim, text = 'Votre pièce est prête.\n\nÀ bientôt <3') =>
  buildStepEmail(given, text, { siteUrl: 'https://www.maison-bologne.fr/', phone: '01 99 00 12 64', now: new Date('2026-12-14T09:00:00Z') })

describe('the step e-mail', () => {
  it('greets by name, gives the workshop’s text, the opening days in French and the tracking link', () => {
    const email = build()
    expect(email.to).toEqual({ name: 'Hélène Bcc: x@example.fr', address: 'helene@example.fr' })
    expect(email.subject).toBe('Votre demande MB-26-0142\u00a0: Prête à retirer — Maison Bologne')
    expect(email.text).toMatch(/^Bonjour Hélène Bcc: x@example.fr,\n\nVotre pièce est prête.\n\nÀ bientôt <3\n\n/)
    expect(email.text).toContain('- mardi 15 décembre\u00a0: 10\u00a0h – 13\u00a0h, 14\u00a0h\u00a030 – 19\u00a0h')
    expect(email.text).toContain('- mardi 5 janvier 2027\u00a0: 10\u00a0h – 19\u00a0h')
    expect(email.text).toContain(`MB-26-0142. Suivez-la sur sa page privée\u00a0: https://www.maison-bologne.fr/suivi#${'A'.repeat(43)}`)
    expect(email.html).toContain(`href="https://www.maison-bologne.fr/suivi#${'A'.repeat(43)}"`)
    expect(email.html).toContain('À bientôt &lt;3')
    expect(email.html).not.toContain('<3')
    expect(email.text).toContain('01 99 00 12 64')
  })

  it('lists no days for another step', () => {
    const email = build({ ...claim, status: 'quote_sent', opening_days: null }, 'Votre devis vous attend.')
    expect(email.subject).toBe('Votre demande MB-26-0142\u00a0: Devis envoyé — Maison Bologne')
    expect(email.text).not.toContain('ouvert les jours suivants')
  })

  it('merges copies of one sending, not two texts', () => {
    expect(stepMessageId('ABC', 'ready', 'f'.repeat(64), 'atelier@maison-bologne.fr')).toBe(`<etape-abc-ready-${'f'.repeat(16)}@maison-bologne.fr>`)
  })
})
