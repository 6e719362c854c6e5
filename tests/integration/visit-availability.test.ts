// What visitors learn of the visits (public.visit_availability: the slots still offered, free or
// taken, nothing of anyone), and the workshop's decisions, out of their reach.
import { beforeAll, describe, expect, it } from 'vitest'
import { isoDay, parseIsoDay, visitDays, visitSlotsOn, type OpeningCalendar } from '../../features/opening-hours'
import { addDays, parisParts, weekdayOf, type CalendarDate } from '../../features/opening-hours/parisTime'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { contactMessage } from './helpers/fixtures'
import { storeOwnerRows } from './helpers/openingRows'

describe.each(SCHEMA_KINDS)('visit availability on %s', (kind) => {
  const backend = useBackend(kind)
  let calendar: OpeningCalendar

  beforeAll(async () => {
    calendar = await storeOwnerRows(backend())
  })

  describe('the availability', () => {
    const now = () => new Date()
    const from = () => parisParts(now())
    const availability = async (fromDay: CalendarDate = from(), days = 28) =>
      backend().anon.rpc('visit_availability', { from_date: isoDay(fromDay), to_date: isoDay(addDays(fromDay, days)) })
    const confirm = async (day: string, time: string) => {
      const id = crypto.randomUUID()
      await backend()
        .service.from('contact_messages')
        .insert({ ...contactMessage(), id, visit_date: day, visit_time: time })
      await backend().query(`update private.visit_appointments set status = 'confirmed', decided_at = now() where message_id = $1`, [id])
    }
    const takenAt = async (day: string, time: string) => {
      const { data } = await availability(parseIsoDay(day), 0)
      return (data as { slot: string; taken: boolean }[]).find((row) => row.slot.startsWith(time))?.taken
    }

    it('offers, from tomorrow on, the site’s slots and nothing else of anyone', async () => {
      const tomorrow = addDays(from(), 1)
      const { data, error } = await availability(tomorrow, 27)
      expect(error).toBeNull()
      const rows = data as { day: string; slot: string; taken: boolean }[]
      expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'slot', 'taken'])
      const expected = Array.from({ length: 28 }, (_, offset) => addDays(tomorrow, offset)).flatMap((day) =>
        visitSlotsOn(calendar, day, now()).map((slot) => `${isoDay(day)} ${slot.time}`),
      )
      expect(rows.map((row) => `${row.day} ${row.slot.slice(0, 5)}`)).toEqual(expected)
    })

    it('shows a slot taken once its confirmed visits reach the capacity, or the owner blocks it', async () => {
      const day = visitDays(calendar, now()).find((d) => isoDay(d) >= isoDay(addDays(from(), 3)))!
      const [a, b, c] = visitSlotsOn(calendar, day, now())
      expect(await takenAt(isoDay(day), a!.time)).toBe(false)
      await confirm(isoDay(day), a!.time)
      expect(await takenAt(isoDay(day), a!.time)).toBe(true)
      expect(await takenAt(isoDay(day), b!.time)).toBe(false)
      await backend().query(`update private.appointment_settings set slot_capacity = 2`)
      expect(await takenAt(isoDay(day), a!.time)).toBe(false)
      await confirm(isoDay(day), a!.time)
      expect(await takenAt(isoDay(day), a!.time)).toBe(true)
      // A request or a declined visit takes nothing.
      await backend()
        .anon.from('contact_messages')
        .insert({ ...contactMessage(), visit_date: isoDay(day), visit_time: b!.time })
      expect(await takenAt(isoDay(day), b!.time)).toBe(false)
      await backend().query(`insert into private.visit_blocked_slots (visit_date, visit_time, note) values ($1, $2, 'Mme Martin, par téléphone')`, [
        isoDay(day),
        c!.time,
      ])
      expect(await takenAt(isoDay(day), c!.time)).toBe(true)
      await backend().query(`update private.appointment_settings set slot_capacity = 1`)
    })

    it('answers at most five weeks, in order', async () => {
      expect((await availability(from(), 36)).error?.code).toBe('22023')
      const reversed = await backend().anon.rpc('visit_availability', { from_date: isoDay(from()), to_date: isoDay(addDays(from(), -1)) })
      expect(reversed.error?.code).toBe('22023')
      expect((await availability(from(), 35)).error).toBeNull()
    })
  })

  describe('the workshop’s decisions', () => {
    it('are out of a visitor’s reach, as are the private functions', async () => {
      const [rights] = await backend().query(`
        select has_table_privilege('anon', 'private.visit_appointments', 'SELECT') as read_state,
               has_table_privilege('authenticated', 'private.visit_appointments', 'UPDATE') as write_state,
               has_table_privilege('anon', 'private.appointment_settings', 'SELECT') as read_settings,
               has_table_privilege('anon', 'private.visit_blocked_slots', 'SELECT') as read_blocks,
               has_function_privilege('anon', 'private.visit_refusal(date, time, timestamptz)', 'EXECUTE') as call_refusal,
               has_function_privilege('anon', 'private.visit_slots_on(date, timestamptz)', 'EXECUTE') as call_slots,
               has_function_privilege('anon', 'public.contact_messages_check_visit()', 'EXECUTE') as call_trigger,
               has_function_privilege('anon', 'public.visit_availability(date, date)', 'EXECUTE') as call_availability`)
      expect(rights).toEqual({
        read_state: false,
        write_state: false,
        read_settings: false,
        read_blocks: false,
        call_refusal: false,
        call_slots: false,
        call_trigger: false,
        call_availability: true,
      })
      const forPublic = await backend().query(`
        select p.oid::regprocedure::text as fn from pg_catalog.pg_proc p
         where (p.proname like 'visit%' or p.proname like 'contact_messages_%_visit')
           and exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')`)
      expect(forPublic).toEqual([])
      const viaApi = await backend().anon.rpc('visit_refusal', { on_day: '2027-06-05', at_time: '12:00', at_instant: new Date().toISOString() })
      expect(viaApi.error).not.toBeNull()
    })

    it('confirm or propose only a slot of the calendar', async () => {
      const id = crypto.randomUUID()
      const day = visitDays(calendar, new Date()).at(-1)!
      const sent = await backend()
        .service.from('contact_messages')
        .insert({ ...contactMessage(), id, visit_date: isoDay(day), visit_time: null })
      expect(sent.error).toBeNull()
      const sunday = Array.from({ length: 7 }, (_, offset) => addDays(day, offset)).find((d) => weekdayOf(d) === 0)!
      await expect(
        backend().query(
          `update private.visit_appointments set status = 'proposed', decided_at = now(), visit_date = $2, visit_time = '11:00' where message_id = $1`,
          [id, isoDay(sunday)],
        ),
      ).rejects.toMatchObject({ code: '23514' })
      await expect(
        backend().query(`update private.visit_appointments set status = 'confirmed', decided_at = now() where message_id = $1`, [id]),
      ).rejects.toMatchObject({
        code: '23514',
      })
    })
  })
})
