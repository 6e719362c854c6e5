// The visit e-mails give the site's address and métro lines, and what to bring for each service of
// the contact form (lib/content/contactChoices.ts); their French reads as the site's does; the action
// tokens refuse what is not theirs.
import { describe, expect, it } from 'vitest'
import { contactServices } from '../../lib/content/contactChoices'
import { site } from '../../lib/site'
import { signVisitAction, verifyVisitAction } from '../../supabase/functions/_shared/request/visitActionToken'
import {
  howToCome,
  visitConfirmedEmail,
  visitDeclinedEmail,
  whatToBring,
  workshopCancelledVisitEmail,
} from '../../supabase/functions/_shared/request/visitEmails'
import { parisInstant, slotWords } from '../../supabase/functions/_shared/request/visitSlot'

describe('the visit e-mails', () => {
  it('give the address and the métro lines of lib/site.ts, and what to bring for every service of the form', () => {
    for (const { line, station } of site.metro) expect(howToCome).toContain(`ligne ${line}, station ${station}`)
    expect(Object.keys(whatToBring).sort()).toEqual(contactServices.map((service) => service.id).sort())
  })

  it('say the day and the time as a French reader does, and the confirmation carries the cancel link', () => {
    expect(slotWords('2026-12-05', '11:00', new Date('2026-11-27T10:00:00Z'))).toBe('samedi 5 décembre à 11\u00a0h')
    expect(slotWords('2027-01-09', '14:30', new Date('2026-11-27T10:00:00Z'))).toBe('samedi 9 janvier 2027 à 14\u00a0h\u00a030')
    expect(slotWords('2026-12-05', null, new Date('2026-11-27T10:00:00Z'))).toBe('samedi 5 décembre, peu importe l’heure')
    const email = visitConfirmedEmail(
      { name: 'Claire Dubois', email: 'claire@exemple.fr', service: 'achat-or' },
      '2026-12-05',
      '11:00',
      'https://x.fr/suivi-demande#t',
    )
    expect(email.text).toContain('https://x.fr/suivi-demande#t')
    expect(email.text).toContain('pièce d’identité')
  })

  it('decline a visit with the workshop’s reason quoted as typed, plain in the text and escaped in the HTML', () => {
    const email = visitDeclinedEmail({ name: 'Claire Dubois', email: 'claire@exemple.fr', service: 'taille' }, '2026-12-05', null, 'Fermé <le 5> & complet.')
    expect(email.to).toBe('claire@exemple.fr')
    expect(email.subject).toMatch(/^Votre demande de visite à l’atelier\u00a0: samedi 5 décembre/)
    expect(email.text).toContain('Le mot de l’atelier\u00a0: «\u202fFermé <le 5> & complet.\u202f»')
    expect(email.html).toContain('Fermé &lt;le 5&gt; &amp; complet.')
    expect(email.html).not.toContain('<le 5>')
  })

  it('cancel a confirmed visit by the workshop with its reason, or without one', () => {
    const person = { name: 'Claire Dubois', email: 'claire@exemple.fr', service: 'horlogerie' }
    const withReason = workshopCancelledVisitEmail(person, '2026-12-05', '11:00', 'Horloger souffrant.')
    expect(withReason.subject).toMatch(/^Votre visite du samedi 5 décembre (2026 )?à 11\u00a0h est annulée par l’atelier$/)
    expect(withReason.text).toContain('Le mot de l’atelier\u00a0: «\u202fHorloger souffrant.\u202f»')
    expect(withReason.text).toContain('L’annulation est jointe à cet e-mail pour votre agenda.')
    expect(workshopCancelledVisitEmail(person, '2026-12-05', '11:00', null).text).not.toContain('Le mot de l’atelier')
  })

  it('find the instant of a Paris wall time in winter and in summer', () => {
    expect(parisInstant('2026-12-05', '11:00').toISOString()).toBe('2026-12-05T10:00:00.000Z')
    expect(parisInstant('2027-06-05', '11:00').toISOString()).toBe('2027-06-05T09:00:00.000Z')
  })
})

describe('the action tokens', () => {
  const claims = { message: '5b0c3f4e-8a51-4c1e-9d2a-0f6a7b8c9d0e', action: 'confirm' as const, expiresAt: new Date('2030-01-01T00:00:00Z') }

  it('carry one action on one message until they expire', async () => {
    const token = await signVisitAction(claims, 'secret')
    expect(await verifyVisitAction(token, 'secret', new Date('2029-12-31T23:59:59Z'))).toEqual({ ok: true, claims })
    expect(await verifyVisitAction(token, 'secret', new Date('2030-01-01T00:00:00Z'))).toEqual({ ok: false, refusal: 'expired' })
  })

  it('are refused when signed with another secret, edited, or cut', async () => {
    const token = await signVisitAction(claims, 'secret')
    expect(await verifyVisitAction(token, 'other')).toEqual({ ok: false, refusal: 'forged' })
    const [body, signature] = token.split('.')
    const edited = Buffer.from(Buffer.from(body!, 'base64url').toString().replace('confirm', 'close')).toString('base64url')
    expect(await verifyVisitAction(`${edited}.${signature}`, 'secret')).toEqual({ ok: false, refusal: 'forged' })
    expect(await verifyVisitAction(body!, 'secret')).toEqual({ ok: false, refusal: 'malformed' })
  })
})
