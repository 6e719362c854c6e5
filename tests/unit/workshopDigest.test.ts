// The digest e-mail the Edge Function workshop-digest sends when a flood of messages is held.
import { describe, expect, it } from 'vitest'
import type { ContactMessageRow } from '../../supabase/functions/_shared/request/contactMessageRow'
import { buildWorkshopDigest, workshopDigestMessageId } from '../../supabase/functions/_shared/request/workshopDigest'

const row = (n: number, overrides: Partial<ContactMessageRow> = {}): ContactMessageRow => ({
  id: `6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5${n}`,
  name: `Visiteur ${n}`,
  email: `visiteur${n}@exemple.fr`,
  phone: null,
  service: 'réparation',
  subject: null,
  message: `Message ${n}`,
  preferred_contact: 'email',
  origin: 'web',
  urgency: 'normal',
  file_url: null,
  created_at: '2026-11-23T15:25:00.000000+00:00',
  notified_at: null,
  notify_attempts: 1,
  notify_last_error: null,
  notify_next_attempt_at: 'infinity',
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

describe('the workshop digest', () => {
  it('lists every held message with its facts, in French, under one subject that counts them', () => {
    const digest = buildWorkshopDigest([row(1), row(2, { phone: '06 12 34 56 78', file_url: 'contact_1_2.jpg' })])
    expect(digest.to).toBe('atelier@maison-bologne.fr')
    expect(digest.subject).toBe('Formulaire de contact\u00a0: 2 messages regroupés (afflux inhabituel)')
    expect(digest.text).toContain('— 1 / 2 —')
    expect(digest.text).toContain('Nom\u00a0: Visiteur 2')
    expect(digest.text).toContain('Téléphone\u00a0: 06 12 34 56 78')
    expect(digest.text).toContain('Photo\u00a0: oui, dans la base')
    expect(digest.text).toContain('Reçu le\u00a0: lundi 23 novembre 2026 à 16:25 (heure de Paris)')
    expect(digest.text).toContain('Message 1')
  })

  it('treats every visitor value as data: escaped in the HTML, on one line where it names someone', () => {
    const digest = buildWorkshopDigest([row(1, { name: 'Eve\r\nBcc: x', message: '<img src=x onerror=alert(1)>' })])
    expect(digest.html).not.toContain('<img src=x')
    expect(digest.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(digest.text).toContain('Nom\u00a0: Eve Bcc: x')
    expect(digest.subject).not.toMatch(/[\r\n]/)
  })

  it('gives one digest of the same messages the same Message-ID, whatever their order', () => {
    const hash = (text: string) => text.replace(/[^0-9a-f]/g, '').slice(0, 32)
    const ids = [row(1).id, row(2).id]
    expect(workshopDigestMessageId(ids, 'Site <site@maison-bologne.fr>', hash)).toBe(
      workshopDigestMessageId([...ids].reverse(), 'site@maison-bologne.fr', hash),
    )
    expect(workshopDigestMessageId(ids, 'site@maison-bologne.fr', hash)).toMatch(/^<digest-[0-9a-f]+@maison-bologne\.fr>$/)
  })
})
