// « Tarifs » (supabase/schemas/price_lines.sql): a signed-in member adds, changes, reorders, hides and
// deletes lines of the price guide; anon reads the shown lines only (what the build reads), a
// signed-in non-member reads and changes nothing; the form's rules (lib/priceLineRules.ts) and the
// database's give the same verdict on the same cases; every change leaves a journal row naming the
// member.
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchPriceLines } from '../../features/price-guide/fetchPriceLines'
import { priceLineProblems, priceLineLimits, type PriceLineInput } from '../../lib/priceLineRules'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { workshopPeople, type WorkshopPeople } from './helpers/members'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Each case, with the fields both sides must refuse. */
const cases: { name: string; input: PriceLineInput; problems: string[] }[] = [
  { name: 'a usual line', input: { label: 'Pile standard', cents: 1500, description: 'posée en 10 minutes' }, problems: [] },
  { name: 'one cent, no description', input: { label: 'Petit geste', cents: 1, description: '' }, problems: [] },
  {
    name: 'the longest label and description',
    input: { label: 'L'.repeat(priceLineLimits.label), cents: priceLineLimits.maxCents, description: 'd'.repeat(priceLineLimits.description) },
    problems: [],
  },
  { name: 'a blank label', input: { label: '   ', cents: 1500, description: '' }, problems: ['label'] },
  { name: 'a label too long', input: { label: 'L'.repeat(priceLineLimits.label + 1), cents: 1500, description: '' }, problems: ['label'] },
  { name: 'nothing to pay', input: { label: 'Gratuit', cents: 0, description: '' }, problems: ['cents'] },
  { name: 'a negative price', input: { label: 'Rendu', cents: -100, description: '' }, problems: ['cents'] },
  { name: 'a price over the limit', input: { label: 'Trop', cents: priceLineLimits.maxCents + 1, description: '' }, problems: ['cents'] },
  {
    name: 'no amount at all',
    input: { label: 'Sans prix', cents: null, description: 'd'.repeat(priceLineLimits.description + 1) },
    problems: ['cents', 'description'],
  },
]

describe.each(SCHEMA_KINDS)('the price guide on %s', (kind) => {
  const backend = useBackend(kind)
  let member: WorkshopPeople['member']
  let stranger: WorkshopPeople['stranger']

  beforeAll(async () => void ({ member, stranger } = await workshopPeople(backend())))

  const add = (client: SupabaseClient, service: string, input: PriceLineInput) =>
    client.rpc('atelier_add_price_line', { service, label: input.label, cents: input.cents, description: input.description })
  const labels = async (service: string) =>
    ((await backend().query(`select label from public.price_lines where service = $1 order by position, id`, [service])) as { label: string }[]).map(
      (row) => row.label,
    )

  it.each(cases)('gives the form’s verdict on $name, through the function and the table’s checks', async ({ input, problems }) => {
    expect(priceLineProblems(input)).toEqual(problems)
    const service = `essai-${stamp()}`.replace(/[^a-z0-9-]/g, '')
    const answer = await add(member.client, service, input)
    expect(answer.error).toBeNull()
    expect(answer.data).toEqual(problems.length ? { outcome: 'refused', reason: 'invalid', problems } : { outcome: 'done', id: expect.any(Number) })
    // The dashboard meets the same rules (a blank description is none, as the function stores it).
    const direct = await backend()
      .service.from('price_lines')
      .insert({
        service,
        label: input.label.trim() === '' ? input.label : input.label.trim(),
        cents: input.cents ?? undefined,
        description: input.description.trim() || null,
      })
    expect(direct.error?.code ?? null).toEqual(problems.length ? expect.stringMatching(/^(23514|23502)$/) : null)
  })

  it('lets a member add, change, reorder, hide, show and delete lines; anon reads the shown ones in order, the journal names the member', async () => {
    const service = `piles-${stamp()}`.replace(/[^a-z0-9-]/g, '')
    const ids: number[] = []
    for (const label of ['Pile standard', 'Pile de montre étanche', 'Pile de chronographe']) {
      const added = await add(member.client, service, { label, cents: 1500, description: '' })
      expect(added.data).toMatchObject({ outcome: 'done' })
      ids.push((added.data as { id: number }).id)
    }
    const [standard, waterproof, chrono] = ids as [number, number, number]
    expect(
      (await member.client.rpc('atelier_change_price_line', { line_id: standard, label: ' Pile standard ', cents: 1550, description: ' posée en 10 minutes ' }))
        .data,
    ).toEqual({
      outcome: 'done',
    })
    expect((await member.client.rpc('atelier_move_price_line', { line_id: chrono, up: true })).data).toEqual({ outcome: 'done' })
    expect(await labels(service)).toEqual(['Pile standard', 'Pile de chronographe', 'Pile de montre étanche'])
    expect((await member.client.rpc('atelier_move_price_line', { line_id: standard, up: true })).data).toEqual({ outcome: 'already' })
    expect((await member.client.rpc('atelier_move_price_line', { line_id: standard, up: false })).data).toEqual({ outcome: 'done' })
    expect(await labels(service)).toEqual(['Pile de chronographe', 'Pile standard', 'Pile de montre étanche'])

    expect((await member.client.rpc('atelier_set_price_line_shown', { line_id: waterproof, shown: false })).data).toEqual({ outcome: 'done' })
    const read = (await fetchPriceLines({ url: backend().url, key: backend().publishableKey }))?.filter((line) => line.service === service)
    expect(read).toEqual([
      { service, label: 'Pile de chronographe', cents: 1500, description: null },
      { service, label: 'Pile standard', cents: 1550, description: 'posée en 10 minutes' },
    ])
    expect((await backend().anon.from('price_lines').select('id').eq('shown', false)).data).toEqual([])
    expect((await member.client.from('price_lines').select('id,shown').eq('id', waterproof)).data).toEqual([{ id: waterproof, shown: false }])

    expect((await member.client.rpc('atelier_set_price_line_shown', { line_id: waterproof, shown: true })).data).toEqual({ outcome: 'done' })
    expect((await member.client.rpc('atelier_delete_price_line', { line_id: chrono })).data).toEqual({ outcome: 'done' })
    expect((await member.client.rpc('atelier_delete_price_line', { line_id: chrono })).data).toEqual({ outcome: 'refused', reason: 'not_found' })
    expect(await labels(service)).toEqual(['Pile standard', 'Pile de montre étanche'])

    const journal = (await backend().query(
      `select actor_email, action, details->>'label' as label from public.workshop_journal where details->>'service' = $1 order by id`,
      [service],
    )) as { actor_email: string; action: string; label: string }[]
    expect(journal.map((row) => row.actor_email)).toEqual(journal.map(() => member.email))
    // The two lines of a swap are journaled in either order.
    expect(journal.map((row) => `${row.action} ${row.label}`).sort()).toEqual(
      [
        'price_line.added Pile standard',
        'price_line.added Pile de montre étanche',
        'price_line.added Pile de chronographe',
        'price_line.changed Pile standard',
        'price_line.moved Pile de montre étanche',
        'price_line.moved Pile de chronographe',
        'price_line.moved Pile de chronographe',
        'price_line.moved Pile standard',
        'price_line.hidden Pile de montre étanche',
        'price_line.shown Pile de montre étanche',
        'price_line.deleted Pile de chronographe',
      ].sort(),
    )
  })

  it('refuses anon and a signed-in non-member every function and every direct write, and shows the non-member nothing', async () => {
    const service = `refus-${stamp()}`.replace(/[^a-z0-9-]/g, '')
    const target = ((await add(member.client, service, { label: 'Mise à taille', cents: 4500, description: '' })).data as { id: number }).id
    const before = await backend().query(`select * from public.price_lines where id = $1`, [target])
    for (const client of [backend().anon, stranger]) {
      const calls = [
        await add(client, service, { label: 'Intrus', cents: 100, description: '' }),
        await client.rpc('atelier_change_price_line', { line_id: target, label: 'Intrus', cents: 1, description: '' }),
        await client.rpc('atelier_move_price_line', { line_id: target, up: false }),
        await client.rpc('atelier_set_price_line_shown', { line_id: target, shown: false }),
        await client.rpc('atelier_delete_price_line', { line_id: target }),
      ]
      for (const call of calls) {
        expect(call.data).toBeNull()
        expect(call.error?.code).toBe('42501')
      }
      await client.from('price_lines').insert({ service, label: 'Intrus', cents: 1 })
      await client.from('price_lines').update({ cents: 1 }).eq('id', target)
      await client.from('price_lines').delete().eq('id', target)
    }
    expect((await stranger.from('price_lines').select('id')).data).toEqual([])
    expect((await backend().anon.from('price_lines').select('label').eq('id', target)).data).toEqual([{ label: 'Mise à taille' }])
    expect(await backend().query(`select * from public.price_lines where id = $1`, [target])).toEqual(before)
    expect(await labels(service)).toEqual(['Mise à taille'])
  })
})
