// Closing is one notion (supabase/schemas/request_closing.sql): a request is closed exactly when its
// status is « Remise » or « Annulée », whichever is written first; « Clore » is a move to one of them.
// And a tracking link stops working the policy's number of months after closing
// (supabase/schemas/request_link_expiry.sql): answered as a wrong link, then deleted by the daily job.
// Dates are set relative to the database's now.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from '../../lib/content/pageContent/legal'
import { closedRequestLinkMonths } from '../../lib/retention'
import { SCHEMA_KINDS, useBackend, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { freeSlots, requestVisit } from './helpers/visits'

const secretOf = () => randomBytes(32).toString('base64url')

/** A request sent by the form with its tracking secret; its id and secret. */
async function sent(backend: TestBackend) {
  const id = newId()
  const secret = secretOf()
  expect((await backend.anon.from('contact_messages').insert({ ...contactMessage({ id }), tracking_secret: secret })).error).toBeNull()
  return { id, secret }
}

const state = async (backend: TestBackend, id: string) =>
  (
    await backend.query(
      `select (select array_agg(s.status order by s.at, s.id) from public.request_statuses as s where s.message_id = m.id) as statuses,
              m.closed_at is not null as closed,
              m.closed_at = (select max(s.at) from public.request_statuses as s where s.message_id = m.id) as closed_at_final_status
         from public.contact_messages as m where m.id = $1`,
      [id],
    )
  )[0] as { statuses: string[]; closed: boolean; closed_at_final_status: boolean | null }

const move = async (backend: TestBackend, id: string, ...statuses: string[]) => {
  for (const status of statuses)
    expect(await backend.query(`select private.move_request_status($1, $2) ->> 'outcome' as outcome`, [id, status])).toEqual([{ outcome: 'done' }])
}

describe.each(SCHEMA_KINDS)('closing a request on %s', (kind) => {
  const backend = useBackend(kind)

  it('« Remise » and « Annulée » close the request, at the status’s time, and its visit', async () => {
    const api = backend()
    const [slot] = await freeSlots(api)
    const withVisit = await requestVisit(api, slot!)
    const { id } = await sent(api)
    await move(api, id, 'in_workshop')
    expect(await state(api, id)).toMatchObject({ closed: false })
    await move(api, id, 'ready', 'handed_over')
    expect(await state(api, id)).toEqual({ statuses: ['received', 'in_workshop', 'ready', 'handed_over'], closed: true, closed_at_final_status: true })
    await move(api, withVisit, 'cancelled')
    expect(await state(api, withVisit)).toEqual({ statuses: ['received', 'cancelled'], closed: true, closed_at_final_status: true })
    const [visit] = await api.query(`select closed_at is not null as closed from private.visit_appointments where message_id = $1`, [withVisit])
    expect(visit).toEqual({ closed: true })
    // Closed, the request leaves « À traiter » as « Clore » made it leave.
    expect(await api.query(`select id from public.contact_messages where id = any($1::uuid[]) and closed_at is null`, [[id, withVisit]])).toEqual([])
  })

  it('« Clore » moves the request to « Annulée », or to « Remise » from « Prête à retirer », once', async () => {
    const api = backend()
    const open = await sent(api)
    await move(api, open.id, 'examined')
    const ready = await sent(api)
    await move(api, ready.id, 'in_workshop', 'ready')
    for (const { id } of [open, ready]) {
      expect((await api.service.rpc('close_contact_message', { message_id: id })).data).toMatchObject({ outcome: 'done' })
      expect((await api.service.rpc('close_contact_message', { message_id: id })).data).toMatchObject({ outcome: 'already' })
    }
    expect(await state(api, open.id)).toEqual({ statuses: ['received', 'examined', 'cancelled'], closed: true, closed_at_final_status: true })
    expect(await state(api, ready.id)).toEqual({ statuses: ['received', 'in_workshop', 'ready', 'handed_over'], closed: true, closed_at_final_status: true })
    // The state machine agrees: nothing follows.
    expect((await api.query(`select private.move_request_status($1, 'examined') ->> 'outcome' as outcome`, [open.id]))[0]).toEqual({ outcome: 'refused' })
  })

  it('a request closed by a script moves to « Annulée » too', async () => {
    const api = backend()
    const { id } = await sent(api)
    await api.query(`update public.contact_messages set closed_at = now() where id = $1`, [id])
    expect(await state(api, id)).toEqual({ statuses: ['received', 'cancelled'], closed: true, closed_at_final_status: true })
  })
})

describe.each(SCHEMA_KINDS)('the tracking links’ expiry on %s', (kind) => {
  const backend = useBackend(kind)

  it('holds the same number of months as the privacy policy', async () => {
    const [row] = (await backend().query('select private.closed_request_link_months() as months')) as { months: number }[]
    expect(row?.months).toBe(closedRequestLinkMonths)
    const policy = privacyPolicy.sections.find((section) => section.id === 'duree-conservation')!
    expect(policy.list!.join(' ')).toContain(`${closedRequestLinkMonths}\u00a0mois après`)
  })

  it('answers a link closed longer ago as a wrong one, keeps the younger ones, and the daily job deletes the expired', async () => {
    const api = backend()
    const expired = await sent(api)
    const young = await sent(api)
    const open = await sent(api)
    for (const { id } of [expired, young]) await move(api, id, 'cancelled')
    const closedAgo = (id: string, ago: string) => api.query(`update public.contact_messages set closed_at = now() - $2::interval where id = $1`, [id, ago])
    await closedAgo(expired.id, `${closedRequestLinkMonths} months 1 hour`)
    await closedAgo(young.id, `${closedRequestLinkMonths} months -1 day`)

    const track = (secret: string) => api.anon.rpc('request_tracking', { secret })
    const wrong = await track(secretOf())
    const answer = await track(expired.secret)
    expect({ data: answer.data, error: answer.error, status: answer.status }).toEqual({ data: wrong.data, error: wrong.error, status: wrong.status })
    expect(wrong.data).toBeNull()
    for (const { secret } of [young, open]) expect((await track(secret)).data).toMatchObject({ statuses: expect.any(Array) })

    const tokens = (id: string) => api.query(`select 1 from private.request_tracking_tokens where message_id = $1`, [id])
    expect((await api.service.rpc('delete_expired_tracking_tokens')).data).toBeGreaterThanOrEqual(1)
    expect(await tokens(expired.id)).toEqual([])
    expect(await tokens(young.id)).toHaveLength(1)
    expect(await tokens(open.id)).toHaveLength(1)
    expect((await api.anon.rpc('delete_expired_tracking_tokens')).error).not.toBeNull()
  })
})
