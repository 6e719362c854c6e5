// The visitor's reminder the day before a visit: what the Edge Function visit-reminders sends,
// written in French typography with the site's own address, metro and phone.
import { describe, expect, it } from 'vitest'
import { clockTime, site } from '../../lib/site'
import { buildVisitReminder, visitDay, visitReminderMessageId, visitTime } from '../../supabase/functions/_shared/request/visitReminderEmail'

const row = {
  message_id: '6F1C2B9E-3D4A-4C5B-8E7F-0A1B2C3D4E5F',
  visit_date: '2026-12-05',
  visit_time: '14:30:00',
  name: 'Claire\r\nBcc: autre@example.fr Dubois',
  email: 'claire.dubois@example.fr',
  service: 'réparation',
}

describe('the visit reminder', () => {
  it('writes the day as a French calendar does, whatever the season', () => {
    expect(visitDay('2026-12-05')).toBe('samedi 5 décembre 2026')
    expect(visitDay('2027-03-28')).toBe('dimanche 28 mars 2027')
    expect(visitDay('2027-10-31')).toBe('dimanche 31 octobre 2027')
  })

  it('writes the time as the site does (lib/site.ts)', () => {
    for (const time of ['10:00', '11:30', '17:45']) expect(visitTime(`${time}:00`)).toBe(clockTime(time))
  })

  it('names the slot, the address, the metro and the phone, and keeps the visitor’s name on one line', () => {
    const email = buildVisitReminder(row, { phone: site.phone.display })
    expect(email.to).toBe(row.email)
    expect(email.subject).toBe(`Rappel\u00a0: votre rendez-vous à l’atelier le samedi 5 décembre 2026 à ${clockTime('14:30')}`)
    expect(email.text).toContain('Bonjour Claire Bcc: autre@example.fr Dubois,')
    expect(email.text).toContain('(Réparation)')
    expect(email.text).toContain(`Adresse\u00a0: ${site.address.full}`)
    for (const stop of site.metro) expect(email.text).toContain(`ligne ${stop.line} (${stop.station})`)
    expect(email.text).toContain(`appelez le ${site.phone.display}.`)
    expect(email.html).toContain('Claire Bcc: autre@example.fr Dubois')
    expect(email.html).not.toMatch(/<script|Claire\r?\n/)
  })

  it('has a Message-ID derived from the visit and its slot, on the sender’s domain', () => {
    expect(visitReminderMessageId(row, 'Site Maison Bologne <site@maison-bologne.fr>')).toBe(
      '<rappel-6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f-20261205T1430@maison-bologne.fr>',
    )
    expect(visitReminderMessageId({ ...row, visit_time: '15:00:00' }, 'site@maison-bologne.fr')).not.toBe(visitReminderMessageId(row, 'site@maison-bologne.fr'))
  })
})
