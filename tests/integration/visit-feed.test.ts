// The workshop's calendar feed (Edge Function visit-feed, in the real Deno runtime), read as the
// owner's phone reads it and parsed with a real iCalendar parser (ical.js): the confirmed visits and
// the slots blocked by phone, at their Paris wall time, nothing the workshop has not confirmed, and
// nothing at all without the key.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { site } from '../../lib/site'
import { VISIT_FEED_KEY } from '../../supabase/local/keys.mjs'
import { SCHEMA_KINDS, useBackend, type TestBackend } from './helpers/backend'
import { decideVisit, freeSlots, requestVisit, type Slot } from './helpers/visits'

const feedUrl = (backend: TestBackend, key: string | null) => `${backend.url}/functions/v1/visit-feed${key === null ? '' : `?key=${encodeURIComponent(key)}`}`

async function readFeed(backend: TestBackend) {
  const response = await fetch(feedUrl(backend, VISIT_FEED_KEY))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Paris')
  ICAL.TimezoneService.register(zone!)
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) }
}

/** The instant Paris's clocks show `slot` at, by Intl's time-zone data (not the site's own rule). */
function parisInstant(slot: Slot): number {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
  const asUtc = Date.parse(`${slot.day}T${slot.slot}:00Z`)
  const instant = [asUtc - 3_600_000, asUtc - 7_200_000].find((candidate) => format.format(candidate) === `${slot.day} ${slot.slot}`)
  if (instant === undefined) throw new Error(`no instant for ${slot.day} ${slot.slot}`)
  return instant
}

describe.each(SCHEMA_KINDS)('the calendar feed on %s', (kind) => {
  const backend = useBackend(kind)

  it('lists each confirmed visit and each slot blocked by phone at its Paris time, and nothing else', async () => {
    const slots = await freeSlots(backend())
    const [confirmedSlot, requestedSlot, declinedSlot, cancelledSlot, blockedSlot] = [slots[0]!, slots[3]!, slots[6]!, slots[9]!, slots[12]!]
    const confirmed = await requestVisit(backend(), confirmedSlot, { name: 'Hélène Martin', phone: '06 12 34 56 78', service: 'réparation' })
    const requested = await requestVisit(backend(), requestedSlot)
    const declined = await requestVisit(backend(), declinedSlot)
    const cancelled = await requestVisit(backend(), cancelledSlot)
    await decideVisit(backend(), confirmed, 'confirmed')
    await decideVisit(backend(), declined, 'declined')
    await decideVisit(backend(), cancelled, 'confirmed')
    await decideVisit(backend(), cancelled, 'cancelled')
    await backend().query(`insert into private.visit_blocked_slots (visit_date, visit_time, note) values ($1, $2, 'M. Petit, bague')`, [
      blockedSlot.day,
      blockedSlot.slot,
    ])
    const [message] = await backend().query('select email from public.contact_messages where id = $1', [confirmed])

    const { calendar, events } = await readFeed(backend())
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Maison Bologne — visites')
    expect(events).toHaveLength(2)
    const visit = events.find((event) => event.uid.startsWith('visite-'))
    const blocked = events.find((event) => event.uid.startsWith('creneau-'))

    expect(visit!.uid).toMatch(new RegExp(`^visite-${confirmed}@[a-z0-9.-]+$`))
    expect(visit!.summary).toBe('Visite — Hélène Martin (Réparation)')
    expect(visit!.location).toBe(site.address.full)
    expect(visit!.description).toContain('06 12 34 56 78')
    expect(visit!.description).toContain(message.email)
    expect(visit!.startDate.zone?.tzid).toBe('Europe/Paris')
    expect(visit!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris')
    expect(visit!.startDate.toString()).toBe(`${confirmedSlot.day}T${confirmedSlot.slot}:00`)
    expect(visit!.startDate.toJSDate().getTime()).toBe(parisInstant(confirmedSlot))
    expect(visit!.endDate.toJSDate().getTime() - visit!.startDate.toJSDate().getTime()).toBe(30 * 60_000)

    expect(blocked!.summary).toBe('Créneau réservé par téléphone')
    expect(blocked!.description).toBe('M. Petit, bague')
    expect(blocked!.location).toBe(site.address.full)
    expect(blocked!.startDate.zone?.tzid).toBe('Europe/Paris')
    expect(blocked!.startDate.toString()).toBe(`${blockedSlot.day}T${blockedSlot.slot}:00`)
    const uids = events.map((event) => event.uid)
    for (const id of [requested, declined, cancelled]) expect(uids.join(' ')).not.toContain(id)
  })

  it('keeps a visit’s UID when the workshop moves it, with a higher SEQUENCE and a new LAST-MODIFIED', async () => {
    const slots = await freeSlots(backend())
    const [first, moved] = [slots[15]!, slots[18]!]
    const id = await requestVisit(backend(), first)
    await decideVisit(backend(), id, 'confirmed')
    const before = (await readFeed(backend())).events.find((event) => event.uid.startsWith(`visite-${id}@`))!
    await decideVisit(backend(), id, 'confirmed', moved)
    const after = (await readFeed(backend())).events.find((event) => event.uid.startsWith(`visite-${id}@`))!
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(after.startDate.toString()).toBe(`${moved.day}T${moved.slot}:00`)
    const lastModified = (event: ICAL.Event) => (event.component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime()
    expect(lastModified(after)).toBeGreaterThanOrEqual(lastModified(before))
  })

  it('drops the visit of a request the workshop has closed, as « clore » does', async () => {
    const slots = await freeSlots(backend())
    const [kept, closedSlot] = [slots[21]!, slots[24]!]
    const open = await requestVisit(backend(), kept)
    const closed = await requestVisit(backend(), closedSlot)
    await decideVisit(backend(), open, 'confirmed')
    await decideVisit(backend(), closed, 'confirmed')
    const { data, error } = await backend().service.rpc('close_contact_message', { message_id: closed })
    expect(error).toBeNull()
    expect(data).toMatchObject({ outcome: 'done' })
    const uids = (await readFeed(backend())).events.map((event) => event.uid).join(' ')
    expect(uids).toContain(`visite-${open}@`)
    expect(uids).not.toContain(closed)
  })

  it('names the visitor of a visit booked by phone in the back office, with their number and the note', async () => {
    const slot = (await freeSlots(backend()))[27]!
    await backend().query(`insert into private.visit_blocked_slots (visit_date, visit_time, name, phone, note) values ($1, $2, $3, $4, $5)`, [
      slot.day,
      slot.slot,
      'Lucie Bernard',
      '06 98 76 54 32',
      'Montre à réviser',
    ])
    const event = (await readFeed(backend())).events.find((candidate) => candidate.startDate.toString() === `${slot.day}T${slot.slot}:00`)
    expect(event?.uid).toMatch(/^creneau-/)
    expect(event?.summary).toBe('Visite réservée par téléphone — Lucie Bernard')
    expect(event?.description).toBe('Téléphone\u00a0: 06 98 76 54 32\nNote\u00a0: Montre à réviser')
  })

  it('answers a bare 404 without the key, with a wrong one, or to anything but a read', async () => {
    for (const key of [null, '', 'not-the-key', `${VISIT_FEED_KEY}x`, VISIT_FEED_KEY.slice(0, -1)]) {
      const response = await fetch(feedUrl(backend(), key))
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('')
    }
    const posted = await fetch(feedUrl(backend(), VISIT_FEED_KEY), { method: 'POST' })
    expect(posted.status).toBe(404)
    expect(await posted.text()).toBe('')
  })
})
