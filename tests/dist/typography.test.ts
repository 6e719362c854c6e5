// French typography in what leaves the build: every built page's visible text (its alternatives
// and labels included), the PWA manifest and the workshop's e-mail. No straight apostrophe, and no
// space a line may break at before ? ! : ; » or after «. npm run typography rewrites the sources;
// this is the check that nothing reached a visitor without it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../scripts/typography/visibleText.mjs'
import type { ContactMessageRow } from '../../supabase/functions/_shared/request/contactMessageRow'
import { buildWorkshopEmail } from '../../supabase/functions/_shared/request/workshopEmail'
import { builtFiles, clientDir } from './builtSite'

/** Each fault in a text: the fault and the words around it. */
function typographyFaults(text: string): string[] {
  const faults = [
    ...Array.from(text.matchAll(/.{0,20}'.{0,20}/g), (m) => `apostrophe droite : ${m[0]}`),
    ...Array.from(text.matchAll(/.{0,20}[ \t\n][?!:;»].{0,5}/g), (m) => `espace sécable avant la ponctuation : ${m[0]}`),
    ...Array.from(text.matchAll(/.{0,5}«[ \t\n].{0,20}/g), (m) => `espace sécable après « : ${m[0]}`),
  ]
  return faults.map((fault) => fault.replace(/\n/g, '⏎'))
}

describe('French typography in every built page', () => {
  for (const file of builtFiles('.html').sort())
    it(`${file}: its visible text`, () => {
      expect(typographyFaults(visibleText(readFileSync(join(clientDir, file), 'utf8')))).toEqual([])
    })
})

describe('French typography beyond the pages', () => {
  it('in the PWA manifest: its name, description and shortcuts', () => {
    const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>
    const { name, short_name, description, shortcuts } = manifest
    expect(typographyFaults(JSON.stringify({ name, short_name, description, shortcuts }).replace(/"[:,]"?/g, ' | '))).toEqual([])
  })

  it('in the workshop’s e-mail: its subject, its text and its HTML', () => {
    const row: ContactMessageRow = {
      id: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
      name: 'Claire Dubois',
      email: 'claire.dubois@example.fr',
      phone: '',
      service: 'achat-or',
      subject: 'Bague',
      message: 'Bonjour',
      preferred_contact: 'phone',
      origin: 'web',
      urgency: 'urgent',
      file_url: '0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
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
    }
    const url = 'https://ref.supabase.co/storage/v1/object/sign/contact_images/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?token=abc'
    const email = buildWorkshopEmail(row, { photo: { url, expiresAt: new Date('2026-08-13T08:05:00Z') } })
    expect(typographyFaults(email.subject)).toEqual([])
    expect(typographyFaults(email.text.replace(/ <[^>]+>/g, ''))).toEqual([])
    expect(typographyFaults(visibleText(email.html))).toEqual([])
  })
})
