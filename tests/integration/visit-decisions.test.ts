// The workshop's decisions on a visit that need no sign-in of their own (issue 59): decline a request
// with a reason, cancel a confirmed visit. Each is one SQL function granted to the service role
// (the back office's role is granted later); the visitor's e-mail follows from the database
// (private.visit_notices, the Edge Function visit-notices in the real Deno runtime) to a real inbox,
// at least once, whoever called the function, answering to the workshop's address as the owner last
// saved it.
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HEALTH_SECRET, VISIT_FEED_KEY } from '../../supabase/local/keys.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { calendarParts, clearInbox, emailSource, inboxEmails, rawHeader, waitForEmails, type InboxEmail } from './helpers/inbox'
import { decideVisit, freeSlots, requestVisit, type Slot } from './helpers/visits'
import { changedContact, withWorkshopContact } from './helpers/workshopContact'

const SITE = 'https://www.maison-bologne.fr'

describe.each(SCHEMA_KINDS)('the workshop’s visit decisions on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let slots: Slot[]

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, siteUrl: SITE } })
    slots = await freeSlots(backend, 3)
    expect(slots.length).toBeGreaterThan(20)
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })

  const takeSlot = () => slots.splice(Math.floor(slots.length / 2), 1)[0]!
  const emailOf = async (id: string) => (await backend.query('select email from public.contact_messages where id = $1', [id]))[0].email as string
  const sentTo = (address: string) => (email: InboxEmail) => email.to.some((to) => to.address === address)
  const visitState = async (id: string) =>
    (await backend.query('select status, sequence, decision_reason from private.visit_appointments where message_id = $1', [id]))[0] as {
      status: string
      sequence: number
      decision_reason: string | null
    }
  const rpc = async (name: string, args: Record<string, unknown>) => {
    const { data, error } = await backend.service.rpc(name, args)
    expect(error).toBeNull()
    await backend.deliverQueuedRequests()
    return data as Record<string, unknown>
  }

  describe('declining a visit with a reason', () => {
    it('declines a requested visit, keeps the reason, and e-mails the visitor once with it, in French', async () => {
      const slot = takeSlot()
      const id = await requestVisit(backend, slot, { name: 'Hélène Martin', service: 'expertise' })
      // The workshop's notification of the request, out of the way.
      await waitForEmails(inbox.url, 1, () => true, { settleMs: 0 })
      await clearInbox(inbox.url)
      const reason = 'L’atelier sera fermé pour inventaire ce jour-là.'
      expect(await rpc('decline_visit', { message_id: id, reason })).toMatchObject({ outcome: 'done', status: 'declined' })
      expect(await rpc('decline_visit', { message_id: id, reason })).toMatchObject({ outcome: 'already', status: 'declined' })
      expect(await visitState(id)).toMatchObject({ status: 'declined', decision_reason: reason })

      const [email, ...more] = await waitForEmails(inbox.url, 1, sentTo(await emailOf(id)), { settleMs: 2_000 })
      expect(more).toEqual([])
      expect(email!.subject).toMatch(/^Votre demande de visite à l’atelier\u00a0: /)
      expect(email!.text).toContain('Bonjour Hélène Martin,')
      expect(email!.text).toContain(`Le mot de l’atelier\u00a0: «\u202f${reason}\u202f»`)
      expect(email!.text).toContain('Expertise')
      expect(email!.html).toContain('L’atelier sera fermé pour inventaire ce jour-là.')
      // The workshop's own mailbox gets nothing: it declined.
      expect((await inboxEmails(inbox.url)).filter((e) => !sentTo(email!.to[0]!.address)(e))).toEqual([])
      const [notice] = await backend.query('select sent_at is not null as sent, attempts from private.visit_notices where message_id = $1', [id])
      expect(notice).toEqual({ sent: true, attempts: 1 })
    })

    it('declines a proposal the visitor has not accepted yet, and a visit asked for « peu importe l’heure »', async () => {
      const proposed = await requestVisit(backend, takeSlot())
      await decideVisit(backend, proposed, 'proposed', takeSlot())
      expect(await rpc('decline_visit', { message_id: proposed, reason: 'Finalement, l’atelier ne pourra pas.' })).toMatchObject({ outcome: 'done' })
      const slot = takeSlot()
      // No time: « peu importe l’heure ».
      const anyTime = await requestVisit(backend, { day: slot.day, slot: null as unknown as string })
      expect(await rpc('decline_visit', { message_id: anyTime, reason: 'Ce jour-là est complet.' })).toMatchObject({ outcome: 'done' })
      const emails = await waitForEmails(inbox.url, 1, sentTo(await emailOf(anyTime)), { settleMs: 0 })
      expect(emails[0]!.text).toContain('peu importe l’heure')
    })

    it('refuses without a reason, a reason too long, a confirmed visit (cancel it instead), a closed request and a message without a visit', async () => {
      const id = await requestVisit(backend, takeSlot())
      for (const reason of [null, '', '   \n ']) {
        expect(await rpc('decline_visit', { message_id: id, reason })).toMatchObject({ outcome: 'refused', reason: 'reason_missing' })
      }
      expect(await rpc('decline_visit', { message_id: id, reason: 'x'.repeat(1001) })).toMatchObject({ outcome: 'refused', reason: 'reason_too_long' })
      expect(await visitState(id)).toMatchObject({ status: 'requested' })

      const confirmed = await requestVisit(backend, takeSlot())
      await decideVisit(backend, confirmed, 'confirmed')
      expect(await rpc('decline_visit', { message_id: confirmed, reason: 'Non.' })).toMatchObject({ outcome: 'refused', reason: 'status_confirmed' })

      const closed = await requestVisit(backend, takeSlot())
      await rpc('close_contact_message', { message_id: closed })
      expect(await rpc('decline_visit', { message_id: closed, reason: 'Non.' })).toMatchObject({ outcome: 'refused', reason: 'closed' })

      const [{ id: noVisit }] = await backend.query(
        `insert into public.contact_messages (name, email, service, message) values ('Paul', 'paul@example.fr', 'réparation', 'Bonjour') returning id`,
      )
      expect(await rpc('decline_visit', { message_id: noVisit, reason: 'Non.' })).toMatchObject({ outcome: 'refused', reason: 'no_visit' })
      const noEmail = await waitForEmails(inbox.url, 1, (e) => e.subject.startsWith('Votre demande de visite'), { timeoutMs: 2_000, settleMs: 0 })
      expect(noEmail).toEqual([])
    })

    it('is the service role’s alone for now', async () => {
      const id = await requestVisit(backend, takeSlot())
      const { error } = await backend.anon.rpc('decline_visit', { message_id: id, reason: 'Non.' })
      expect(error?.code).toBe('42501')
      const [grants] = await backend.query(
        `select has_function_privilege('anon', 'public.decline_visit(uuid, text)', 'execute') as anon,
                has_function_privilege('authenticated', 'public.decline_visit(uuid, text)', 'execute') as authenticated,
                has_function_privilege('service_role', 'public.decline_visit(uuid, text)', 'execute') as service_role`,
      )
      expect(grants).toEqual({ anon: false, authenticated: false, service_role: true })
      expect(await visitState(id)).toMatchObject({ status: 'requested' })
    })
  })

  describe('cancelling a confirmed visit', () => {
    /** The one VEVENT of the e-mail's .ics, with its calendar's METHOD. */
    async function invitationOf(email: InboxEmail) {
      const [ics] = calendarParts(await emailSource(inbox.url, email.id))
      expect(ics, 'a text/calendar part').toBeDefined()
      const calendar = new ICAL.Component(ICAL.parse(ics!))
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
      expect(events).toHaveLength(1)
      return { method: calendar.getFirstPropertyValue('method'), event: events[0]! }
    }
    const feedUids = async () => {
      const response = await fetch(`${backend.url}/functions/v1/visit-feed?key=${encodeURIComponent(VISIT_FEED_KEY)}`)
      const calendar = new ICAL.Component(ICAL.parse(await response.text()))
      return calendar.getAllSubcomponents('vevent').map((component) => String(component.getFirstPropertyValue('uid')))
    }
    const slotTaken = async (slot: Slot) => {
      const { data } = await backend.anon.rpc('visit_availability', { from_date: slot.day, to_date: slot.day })
      return (data as { slot: string; taken: boolean }[]).find((row) => row.slot.startsWith(slot.slot))?.taken
    }

    it('cancels it, e-mails the visitor once with the reason and an .ics that cancels the event (same UID, higher SEQUENCE), and drops it from the feed', async () => {
      const slot = takeSlot()
      const id = await requestVisit(backend, slot, { name: 'Hélène Martin', service: 'horlogerie' })
      await decideVisit(backend, id, 'confirmed')
      const confirmedSequence = (await visitState(id)).sequence
      expect((await feedUids()).join(' ')).toContain(`visite-${id}@`)
      expect(await slotTaken(slot)).toBe(true)
      await clearInbox(inbox.url)

      const reason = 'Notre horloger est souffrant ce jour-là.'
      expect(await rpc('workshop_cancel_visit', { message_id: id, reason })).toMatchObject({ outcome: 'done', status: 'cancelled' })
      expect(await rpc('workshop_cancel_visit', { message_id: id, reason })).toMatchObject({ outcome: 'already', status: 'cancelled' })
      expect(await visitState(id)).toMatchObject({ status: 'cancelled', decision_reason: reason, sequence: confirmedSequence + 1 })

      const [email, ...more] = await waitForEmails(inbox.url, 1, sentTo(await emailOf(id)), { settleMs: 2_000 })
      expect(more).toEqual([])
      expect(email!.subject).toMatch(/^Votre visite du .+ est annulée par l’atelier$/)
      expect(email!.text).toContain('Bonjour Hélène Martin,')
      expect(email!.text).toContain(`Le mot de l’atelier\u00a0: «\u202f${reason}\u202f»`)
      const { method, event } = await invitationOf(email!)
      expect(method).toBe('CANCEL')
      expect(event.uid).toBe(`visite-${id}@www.maison-bologne.fr`)
      expect(event.sequence).toBe(confirmedSequence + 1)
      expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED')
      expect(event.startDate.toString()).toBe(`${slot.day}T${slot.slot}:00`)
      // Only the visitor is written to: the workshop cancelled it.
      expect(await inboxEmails(inbox.url)).toHaveLength(1)

      expect((await feedUids()).join(' ')).not.toContain(id)
      expect(await slotTaken(slot)).toBe(false)
      const [reminder] = await backend.query(`select count(*)::int as due from private.visit_appointments where message_id = $1 and status = 'confirmed'`, [id])
      expect(reminder).toEqual({ due: 0 })
    })

    it('has the visitor answer to, and the cancelling .ics name, the address the owner saved last, without a deploy', async () => {
      const id = await requestVisit(backend, takeSlot())
      await decideVisit(backend, id, 'confirmed')
      const [email] = await withWorkshopContact(backend, changedContact, async () => {
        expect(await rpc('workshop_cancel_visit', { message_id: id, reason: 'Fermeture exceptionnelle.' })).toMatchObject({ outcome: 'done' })
        return waitForEmails(inbox.url, 1, sentTo(await emailOf(id)), { settleMs: 0 })
      })
      expect(rawHeader(await emailSource(inbox.url, email!.id), 'Reply-To')).toBe(changedContact.email)
      const { event } = await invitationOf(email!)
      expect(event.organizer).toBe(`mailto:${changedContact.email}`)
    })

    it('cancels without a reason too, saying so plainly', async () => {
      const id = await requestVisit(backend, takeSlot())
      await decideVisit(backend, id, 'confirmed')
      await clearInbox(inbox.url)
      expect(await rpc('workshop_cancel_visit', { message_id: id, reason: '  ' })).toMatchObject({ outcome: 'done' })
      const [email] = await waitForEmails(inbox.url, 1, sentTo(await emailOf(id)), { settleMs: 0 })
      expect(email!.text).not.toContain('Le mot de l’atelier')
      expect((await invitationOf(email!)).method).toBe('CANCEL')
    })

    it('refuses a visit that is not confirmed, a closed request, a visit already past and a reason too long, and changes nothing', async () => {
      const requested = await requestVisit(backend, takeSlot())
      expect(await rpc('workshop_cancel_visit', { message_id: requested, reason: null })).toMatchObject({ outcome: 'refused', reason: 'status_requested' })

      const closed = await requestVisit(backend, takeSlot())
      await decideVisit(backend, closed, 'confirmed')
      await rpc('close_contact_message', { message_id: closed })
      expect(await rpc('workshop_cancel_visit', { message_id: closed, reason: null })).toMatchObject({ outcome: 'refused', reason: 'closed' })

      const tooLong = await requestVisit(backend, takeSlot())
      await decideVisit(backend, tooLong, 'confirmed')
      expect(await rpc('workshop_cancel_visit', { message_id: tooLong, reason: 'x'.repeat(1001) })).toMatchObject({
        outcome: 'refused',
        reason: 'reason_too_long',
      })
      expect(await visitState(tooLong)).toMatchObject({ status: 'confirmed' })

      const past = await requestVisit(backend, takeSlot())
      await decideVisit(backend, past, 'confirmed')
      // As if its day had come and gone: moved two days back with the triggers off (they check a new slot).
      await backend.query(
        `do $$ begin
           perform set_config('session_replication_role', 'replica', true);
           update private.visit_appointments set visit_date = current_date - 2 where message_id = '${past}';
         end $$`,
      )
      expect(await rpc('workshop_cancel_visit', { message_id: past, reason: null })).toMatchObject({ outcome: 'refused', reason: 'visit_past' })
      expect(await visitState(past)).toMatchObject({ status: 'confirmed' })

      const noEmail = await waitForEmails(inbox.url, 1, (e) => /annulée par l’atelier/.test(e.subject), { timeoutMs: 2_000, settleMs: 0 })
      expect(noEmail).toEqual([])
      const { error } = await backend.anon.rpc('workshop_cancel_visit', { message_id: tooLong, reason: null })
      expect(error?.code).toBe('42501')
    })
  })

  describe('a closure over confirmed visits', () => {
    /** Two consecutive opening days at the end of the free slots, kept for this test alone, with their slots. */
    function closingDays(): [Slot[], Slot[]] {
      const days = [...new Set(slots.map((slot) => slot.day))].sort()
      const [first, last] = days.slice(-2) as [string, string]
      const onDay = (day: string) => slots.filter((slot) => slot.day === day)
      const taken: [Slot[], Slot[]] = [onDay(first), onDay(last)]
      slots = slots.filter((slot) => slot.day !== first && slot.day !== last)
      return taken
    }
    const listed = async (first: string, last: string) => {
      const { data, error } = await backend.service.rpc('confirmed_visits_between', { first_day: first, last_day: last })
      expect(error).toBeNull()
      return data as { message_id: string; visit_date: string; visit_time: string; name: string; email: string }[]
    }
    const closuresOn = async (first: string, last: string) =>
      (await backend.query('select reason, note, open from public.opening_exceptions where first_day = $1 and last_day = $2', [first, last])) as {
        reason: string
        open: boolean
      }[]

    it('lists the confirmed visits of open requests inside the range, in order, and nothing else', async () => {
      const [firstDay, lastDay] = closingDays()
      const [early, late, requested, closed] = [firstDay[1]!, lastDay[2]!, firstDay[3]!, lastDay[4]!]
      const lateId = await requestVisit(backend, late, { name: 'Paul Petit' })
      const earlyId = await requestVisit(backend, early, { name: 'Hélène Martin' })
      await requestVisit(backend, requested)
      const closedId = await requestVisit(backend, closed)
      for (const id of [lateId, earlyId, closedId]) await decideVisit(backend, id, 'confirmed')
      await rpc('close_contact_message', { message_id: closedId })

      const visits = await listed(early.day, late.day)
      expect(visits.map((visit) => [visit.message_id, visit.visit_date, visit.visit_time, visit.name])).toEqual([
        [earlyId, early.day, early.slot, 'Hélène Martin'],
        [lateId, late.day, late.slot, 'Paul Petit'],
      ])
      expect(await listed(late.day, late.day)).toHaveLength(1)
      const { error } = await backend.service.rpc('confirmed_visits_between', { first_day: late.day, last_day: early.day })
      expect(error?.message).toBe('the closure ends before it starts')
      expect((await backend.anon.rpc('confirmed_visits_between', { first_day: early.day, last_day: late.day })).error?.code).toBe('42501')
      // Leave the days to the next test.
      for (const id of [lateId, earlyId]) await rpc('workshop_cancel_visit', { message_id: id })
    })

    it('saves the closure and cancels the visits it covers in one call, each visitor e-mailed with a cancelling .ics', async () => {
      const [firstDay, lastDay] = closingDays()
      const [a, b] = [firstDay[5]!, lastDay[6]!]
      const aId = await requestVisit(backend, a)
      const bId = await requestVisit(backend, b)
      for (const id of [aId, bId]) await decideVisit(backend, id, 'confirmed')
      await clearInbox(inbox.url)
      const message = 'L’atelier sera exceptionnellement fermé ces deux jours.'
      const answer = await rpc('close_days_cancelling_visits', {
        first_day: a.day,
        last_day: b.day,
        reason: 'inventaire',
        note: 'Inventaire annuel',
        message,
        shown_visits: [bId, aId],
      })
      expect(answer).toMatchObject({ outcome: 'done' })
      expect(answer.closure_id).toEqual(expect.any(Number))
      expect((answer.cancelled as { message_id: string }[]).map((visit) => visit.message_id)).toEqual([aId, bId])
      expect(await closuresOn(a.day, b.day)).toEqual([{ reason: 'inventaire', note: 'Inventaire annuel', open: false }])
      for (const id of [aId, bId]) expect(await visitState(id)).toMatchObject({ status: 'cancelled', decision_reason: message })
      expect(await listed(a.day, b.day)).toEqual([])

      for (const id of [aId, bId]) {
        const [email] = await waitForEmails(inbox.url, 1, sentTo(await emailOf(id)), { settleMs: 0 })
        expect(email!.text).toContain(`«\u202f${message}\u202f»`)
        const [ics] = calendarParts(await emailSource(inbox.url, email!.id))
        expect(ics).toMatch(/^METHOD:CANCEL\r?$/m)
        expect(ics).toContain(`UID:visite-${id}@www.maison-bologne.fr`)
      }
      // The days are closed for visitors too.
      const { data } = await backend.anon.rpc('visit_availability', { from_date: a.day, to_date: b.day })
      expect(data).toEqual([])
    })

    it('refuses, saving nothing and cancelling nothing, when the visits changed since they were shown, or when the days or words are wrong', async () => {
      const [firstDay, lastDay] = closingDays()
      const [shown, newer] = [firstDay[2]!, lastDay[3]!]
      const shownId = await requestVisit(backend, shown)
      const newerId = await requestVisit(backend, newer)
      await decideVisit(backend, shownId, 'confirmed')
      // Confirmed by someone else after the list was shown.
      await decideVisit(backend, newerId, 'confirmed')
      const base = { first_day: shown.day, last_day: newer.day, reason: 'inventaire', note: null, message: 'Fermé.' }
      const changed = await rpc('close_days_cancelling_visits', { ...base, shown_visits: [shownId] })
      expect(changed).toMatchObject({ outcome: 'refused', reason: 'visits_changed' })
      expect((changed.visits as { message_id: string }[]).map((visit) => visit.message_id)).toEqual([shownId, newerId])

      expect(await rpc('close_days_cancelling_visits', { ...base, first_day: newer.day, last_day: shown.day, shown_visits: [] })).toMatchObject({
        outcome: 'refused',
        reason: 'days_out_of_order',
      })
      expect(await rpc('close_days_cancelling_visits', { ...base, first_day: null, shown_visits: [] })).toMatchObject({
        outcome: 'refused',
        reason: 'days_missing',
      })
      // The public reason is short (80 characters): refused by the table's own check, after the visits were cancelled.
      expect(await rpc('close_days_cancelling_visits', { ...base, reason: 'x'.repeat(81), shown_visits: [shownId, newerId] })).toMatchObject({
        outcome: 'refused',
        reason: 'opening_exceptions_reason_check',
      })
      expect(await rpc('close_days_cancelling_visits', { ...base, message: 'x'.repeat(1001), shown_visits: [shownId, newerId] })).toMatchObject({
        outcome: 'refused',
        reason: 'reason_too_long',
      })

      expect(await closuresOn(shown.day, newer.day)).toEqual([])
      for (const id of [shownId, newerId]) expect(await visitState(id)).toMatchObject({ status: 'confirmed' })
      const [{ notices }] = await backend.query('select count(*)::int as notices from private.visit_notices where message_id = any($1::uuid[])', [
        [shownId, newerId],
      ])
      expect(notices).toBe(0)
    })

    it('saves a closure over the visits listed, after which a confirmation on its days is refused as a closed day', async () => {
      const [firstDay] = closingDays()
      const day = firstDay[0]!.day
      const pending = await requestVisit(backend, firstDay[4]!)
      const shown = (await listed(day, day)).map((visit) => visit.message_id)
      const { data, error } = await backend.service.rpc('close_days_cancelling_visits', {
        first_day: day,
        last_day: day,
        reason: null,
        note: null,
        message: null,
        shown_visits: shown,
      })
      expect(error).toBeNull()
      expect(data).toMatchObject({ outcome: 'done' })
      expect(await rpc('confirm_visit', { message_id: pending })).toMatchObject({ outcome: 'refused', reason: 'visit_day_closed' })
    })

    it('is the service role’s alone for now', async () => {
      const { error } = await backend.anon.rpc('close_days_cancelling_visits', {
        first_day: '2030-01-02',
        last_day: '2030-01-02',
        reason: null,
        note: null,
        message: null,
        shown_visits: [],
      })
      expect(error?.code).toBe('42501')
    })
  })

  it('reports a visitor’s notice whose send failed in the health report until the sweep sends it', async () => {
    const health = async () => {
      const response = await fetch(`${backend.url}/functions/v1/health`, { headers: { 'x-health-secret': HEALTH_SECRET } })
      return { status: response.status, body: (await response.json()) as { problems: string[]; visit_notices: { pending: number; failing: number } } }
    }
    expect((await health()).body.visit_notices).toEqual({ pending: 0, failing: 0 })
    const id = await requestVisit(backend, takeSlot())
    await decideVisit(backend, id, 'declined')
    // As a send that failed leaves it (unsent, with its error), held by a claim until the sweep below.
    await backend.query(
      `insert into private.visit_notices (message_id, kind, visit_date, visit_time, sequence, reason, attempts, last_error, claimed_until)
       select message_id, 'declined', visit_date, visit_time, sequence, 'Complet.', 1, 'connect ECONNREFUSED', now() + interval '5 minutes'
         from private.visit_appointments where message_id = $1`,
      [id],
    )
    const failing = await health()
    expect(failing.status).toBe(503)
    expect(failing.body.problems).toContain('1 visit notice(s) to visitors not sent: connect ECONNREFUSED')
    await backend.query('update private.visit_notices set claimed_until = null where message_id = $1', [id])
    await backend.runScheduledJob('visit-notices')
    await backend.deliverQueuedRequests()
    await waitForEmails(inbox.url, 1, sentTo(await emailOf(id)), { settleMs: 0 })
    const healed = await health()
    expect(healed.body.visit_notices).toEqual({ pending: 0, failing: 0 })
    expect(healed.status, JSON.stringify(healed.body)).toBe(200)
  })
})
