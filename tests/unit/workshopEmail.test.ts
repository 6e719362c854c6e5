// The workshop's e-mail, built from a row: what the Edge Function notify-workshop sends, with the
// mail building blocks (mailParts.ts) and the phone links (phoneLinks.ts) it is made of.
import { describe, expect, it } from 'vitest'
import { contactServices } from '../../lib/content/contactChoices'
import { site } from '../../lib/site'
import { DEFAULT_WORKSHOP_EMAIL, headerSafe } from '../../supabase/functions/_shared/mailParts'
import { internationalDigits, whatsappLink } from '../../supabase/functions/_shared/phoneLinks'
import { workshopMessageId, buildWorkshopEmail, emailSubject, parisTime } from '../../supabase/functions/_shared/request/workshopEmail'
import type { ContactMessageRow } from '../../supabase/functions/_shared/request/contactMessageRow'
import type { LinkedPhoto } from '../../supabase/functions/_shared/request/workshopEmail'

const row = (overrides: Partial<ContactMessageRow> = {}): ContactMessageRow => ({
  id: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
  name: 'Claire Dubois',
  email: 'claire.dubois@example.fr',
  phone: '06 12 34 56 78',
  service: 'réparation',
  subject: 'Fermoir cassé',
  message: 'Bonjour,\nle fermoir de mon collier est cassé.',
  preferred_contact: 'email',
  origin: 'web',
  urgency: 'normal',
  file_url: null,
  created_at: '2026-07-14T08:05:00.000000+00:00',
  notified_at: null,
  notify_attempts: 0,
  notify_last_error: null,
  notify_next_attempt_at: null,
  notify_claimed_until: null,
  notify_gave_up_at: null,
  notify_request_id: null,
  notify_requested_at: null,
  acknowledged_at: null,
  reference: 'MB-26-0142',
  closed_at: null,
  replied_at: null,
  visit_date: null,
  visit_time: null,
  ...overrides,
})

const build = (overrides: Partial<ContactMessageRow> = {}, photo: LinkedPhoto | null = null) => buildWorkshopEmail(row(overrides), { photo })

describe('the workshop e-mail', () => {
  it("has a Message-ID of the message's own: the same for every copy of one message, another for another message", () => {
    const id = '0b7c6f3e-2a51-4c1e-9d2f-6a1b8c9d0e1f'
    expect(workshopMessageId(id, 'Site Maison Bologne <site@maison-bologne.fr>')).toBe(`<contact-${id}@maison-bologne.fr>`)
    expect(workshopMessageId(id, 'atelier@maison-bologne.fr')).toBe(`<contact-${id}@maison-bologne.fr>`)
    expect(workshopMessageId(id.toUpperCase(), 'site@maison-bologne.fr')).toBe(workshopMessageId(id, 'site@maison-bologne.fr'))
    expect(workshopMessageId('1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6', 'site@maison-bologne.fr')).not.toBe(workshopMessageId(id, 'site@maison-bologne.fr'))
  })

  it('goes to the address in lib/site.ts unless WORKSHOP_EMAIL says otherwise', () => {
    expect(DEFAULT_WORKSHOP_EMAIL).toBe(site.email)
    expect(build().to).toBe(site.email)
    expect(buildWorkshopEmail(row(), { workshopEmail: 'boutique@example.fr' }).to).toBe('boutique@example.fr')
  })

  it("names every service as the contact form's picker does", () => {
    for (const { id, name } of contactServices)
      expect(emailSubject(row({ service: id, urgency: 'normal', subject: null }))).toBe(`MB-26-0142 — ${name} — Claire Dubois`)
  })

  it('puts the urgency in the subject only when it is not normal, then the reference, the service and the name', () => {
    expect(emailSubject(row({ urgency: 'urgent' }))).toBe('[Urgent 24-48h] MB-26-0142 — Réparation — Claire Dubois\u00a0: Fermoir cassé')
    expect(emailSubject(row({ urgency: 'elevated', subject: null }))).toBe('[Pressé 3-5 jours] MB-26-0142 — Réparation — Claire Dubois')
    expect(emailSubject(row({ urgency: 'normal', service: 'achat-or', subject: null }))).toBe('MB-26-0142 — Achat d’or — Claire Dubois')
  })

  it('gives the request’s reference first in the body, its technical id last', () => {
    const { text } = build()
    expect(text).toContain('Référence\u00a0: MB-26-0142')
    expect(text).toContain('Identifiant\u00a0: 6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f')
    expect(text.indexOf('Référence')).toBeLessThan(text.indexOf('Service'))
  })

  it('labels the urgency in the body with the words the form offered', () => {
    expect(build({ urgency: 'urgent' }).text).toContain('Urgence\u00a0: Urgent (24-48h)')
    expect(build({ urgency: 'elevated' }).text).toContain('Urgence\u00a0: Pressé (3-5 jours)')
    expect(build({ urgency: 'normal' }).text).toContain('Urgence\u00a0: Normal (1-2 semaines)')
  })

  it('keeps CR/LF out of the headers: a name or subject cannot add a header (Bcc injection)', () => {
    const email = build({ name: 'Eve\r\nBcc: victim@example.com', subject: 'Salut\nX-Evil: 1' })
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.subject).toBe('MB-26-0142 — Réparation — Eve Bcc: victim@example.com\u00a0: Salut X-Evil: 1')
    expect(email.replyTo).toEqual({ name: 'Eve Bcc: victim@example.com', address: 'claire.dubois@example.fr' })
    expect(headerSafe('a\u2028b\u0000c\td')).toBe('a b c d')
  })

  it('escapes visitor text in the HTML part: a <script> stays text', () => {
    const email = build({ name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)> & "quotes"', subject: "<b>l'or</b>" })
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;')
    expect(email.html).toContain('&lt;b&gt;l&#39;or&lt;/b&gt;')
    // The plain-text part carries the text as typed.
    expect(email.text).toContain('<img src=x onerror=alert(1)> & "quotes"')
  })

  it('builds a WhatsApp link from a French number, whatever its spelling', () => {
    expect(whatsappLink('06 12 34 56 78')).toBe('https://wa.me/33612345678')
    expect(whatsappLink('06.12.34.56.78')).toBe('https://wa.me/33612345678')
    expect(whatsappLink('+33 6 12 34 56 78')).toBe('https://wa.me/33612345678')
    expect(whatsappLink('+33 (0)6 12 34 56 78')).toBe('https://wa.me/33612345678')
    expect(whatsappLink('0033 6 12 34 56 78')).toBe('https://wa.me/33612345678')
    expect(whatsappLink('+44 20 7946 0958')).toBe('https://wa.me/442079460958')
    expect(internationalDigits('12')).toBeNull()
  })

  it('gives the preferred way to answer as a ready link', () => {
    expect(build({ preferred_contact: 'whatsapp' }).html).toContain('<a href="https://wa.me/33612345678">WhatsApp (06 12 34 56 78)</a>')
    expect(build({ preferred_contact: 'phone' }).html).toContain('<a href="tel:+33612345678">Téléphone (06 12 34 56 78)</a>')
    expect(build({ preferred_contact: 'email' }).html).toMatch(
      /<a href="mailto:claire\.dubois@example\.fr\?subject=Re%3A%20MB-26-0142%20%E2%80%94%20R%C3%A9paration[^"]*">E-mail \(claire\.dubois@example\.fr\)<\/a>/,
    )
    // Asked for a call but left no number: the e-mail is the way, and the workshop is told why.
    expect(build({ preferred_contact: 'phone', phone: null }).text).toContain('Téléphone demandé, mais aucun numéro utilisable n’a été donné')
  })

  it('dates the message in Paris time, summer and winter', () => {
    expect(parisTime('2026-07-14T08:05:00+00:00')).toBe('mardi 14 juillet 2026 à 10:05 (heure de Paris)')
    expect(parisTime('2026-12-24T23:30:00+00:00')).toBe('vendredi 25 décembre 2026 à 00:30 (heure de Paris)')
    expect(build().text).toContain('Reçu le\u00a0: mardi 14 juillet 2026 à 10:05 (heure de Paris)')
  })

  it('links the photo by its signed URL, says until when it opens, and shows a small preview in the HTML part', () => {
    const url = 'https://ref.supabase.co/storage/v1/object/sign/contact_images/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?token=abc.def.ghi'
    const email = build({ file_url: '0f8fad5b-d9cb-469f-a165-70867728950e.jpg' }, { url, expiresAt: new Date('2026-12-26T23:30:00Z') })
    expect(email.text).toContain(`Photo\u00a0: voir la photo (lien valable jusqu’au 27 décembre 2026) <${url}>`)
    expect(email.html).toContain(`<a href="${url}"><img src="${url}"`)
    expect(email.html).toMatch(/<img [^>]*width="240"/)
    expect(`${email.text}${email.html}`).not.toContain('/object/public/')
    expect(build().html).not.toContain('<img')
  })

  it('tells the workshop when the photo a message named is no longer stored', () => {
    const email = build({ file_url: '0f8fad5b-d9cb-469f-a165-70867728950e.jpg' }, null)
    expect(email.text).toContain('Photo\u00a0: envoyée, mais introuvable au moment de cet e-mail')
    expect(email.html).not.toContain('<img')
  })

  it('carries every field of the message', () => {
    const email = build({ phone: '01 99 00 12 64', subject: 'Bague', message: 'Texte\nsur deux lignes' })
    for (const value of [
      'Claire Dubois',
      'claire.dubois@example.fr',
      '01 99 00 12 64',
      'Réparation',
      'Bague',
      'Texte\nsur deux lignes',
      '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
    ]) {
      expect(email.text).toContain(value)
    }
  })
})
