// « Dépôt au comptoir » (supabase/schemas/counter_deposits.sql): a member registers a piece left at
// the counter, with or without its photo; the request gets its reference and « Reçue », the slip's
// secret opens it on the tracking page, the journal names the member, and the receipt e-mail is
// claimed only when the customer gave an address; anon and a signed-in non-member are refused; the
// form's rules (features/atelier/depositRules.ts) and the database's give the same verdict.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { depositLimits, depositProblems, type DepositInput } from '../../features/atelier/depositRules'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { TINY_JPEG } from './helpers/fixtures'
import { workshopPeople, type WorkshopPeople } from './helpers/members'

const jpeg = () => new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/jpeg' })

const usual: DepositInput = {
  name: 'Jeanne Martin',
  email: '',
  phone: '06 12 34 56 78',
  service: 'réparation',
  description: 'Bague en or jaune, griffe cassée, pierre à resserter.',
}

/** Each case, with the fields both sides must refuse. */
const cases: { name: string; input: DepositInput; problems: string[] }[] = [
  { name: 'a phone alone', input: usual, problems: [] },
  { name: 'an address alone', input: { ...usual, phone: '', email: 'jeanne@example.fr' }, problems: [] },
  { name: 'both, spaces around', input: { ...usual, name: ' Jeanne ', email: ' jeanne@example.fr ', phone: ' +33 6 12 34 56 78 ' }, problems: [] },
  { name: 'the longest name', input: { ...usual, name: 'N'.repeat(depositLimits.name) }, problems: [] },
  { name: 'a name too long', input: { ...usual, name: 'N'.repeat(depositLimits.name + 1) }, problems: ['name'] },
  { name: 'a blank name', input: { ...usual, name: '   ' }, problems: ['name'] },
  { name: 'a name on two lines', input: { ...usual, name: 'Jeanne\nMartin' }, problems: ['name'] },
  { name: 'neither address nor phone', input: { ...usual, phone: '  ', email: '' }, problems: ['contact'] },
  { name: 'an address without a domain', input: { ...usual, email: 'jeanne@' }, problems: ['email'] },
  { name: 'a phone of letters', input: { ...usual, phone: 'zéro six' }, problems: ['phone'] },
  { name: 'a phone too long', input: { ...usual, phone: '0'.repeat(depositLimits.phone + 1) }, problems: ['phone'] },
  { name: 'an unknown service', input: { ...usual, service: 'gravure' }, problems: ['service'] },
  { name: 'no description', input: { ...usual, description: ' ' }, problems: ['description'] },
  { name: 'a description too long', input: { ...usual, description: 'd'.repeat(depositLimits.description + 1) }, problems: ['description'] },
  { name: 'a description too heavy', input: { ...usual, description: '💍'.repeat(2501) }, problems: ['description'] },
  {
    name: 'everything wrong',
    input: { name: '', email: '', phone: '', service: '', description: '' },
    problems: ['name', 'contact', 'service', 'description'],
  },
]

describe.each(SCHEMA_KINDS)('deposits at the counter on %s', (kind) => {
  const backend = useBackend(kind)
  let member: WorkshopPeople['member']
  let stranger: WorkshopPeople['stranger']

  beforeAll(async () => void ({ member, stranger } = await workshopPeople(backend())))

  const args = (id: string, input: DepositInput, photo: string | null = null) => ({ message_id: id, ...input, photo })

  it.each(cases)('gives the form’s verdict on $name', async ({ input, problems }) => {
    expect(depositProblems(input)).toEqual(problems)
    const id = randomUUID()
    const answer = await member.client.rpc('atelier_register_deposit', args(id, input))
    expect(answer.error).toBeNull()
    expect(answer.data).toEqual(
      problems.length
        ? { outcome: 'refused', reason: 'invalid', problems }
        : {
            outcome: 'done',
            reference: expect.stringMatching(/^MB-\d{2}-\d{4,}$/),
            secret: expect.stringMatching(/^[\w-]{43}$/),
            created_at: expect.any(String),
          },
    )
    const stored = await backend().query(`select count(*)::int as n from public.contact_messages where id = $1`, [id])
    expect(stored).toEqual([{ n: problems.length ? 0 : 1 }])
  })

  it('registers a piece with its photo: « Reçue », the slip’s link on the tracking page, the journal, no receipt without an address', async () => {
    const id = randomUUID()
    expect((await member.client.storage.from('contact_images').upload(`${id}.jpg`, jpeg())).error).toBeNull()
    const { data, error } = await member.client.rpc('atelier_register_deposit', args(id, usual, `${id}.jpg`))
    expect(error).toBeNull()
    const { reference, secret } = data as { reference: string; secret: string }
    const [row] = (await backend().query(
      `select name, email, phone, service, message, file_url, origin, preferred_contact from public.contact_messages where id = $1`,
      [id],
    )) as Record<string, string | null>[]
    expect(row).toEqual({
      name: usual.name,
      email: null,
      phone: usual.phone,
      service: usual.service,
      message: usual.description,
      file_url: `${id}.jpg`,
      origin: 'counter',
      preferred_contact: 'phone',
    })
    // The secret itself is stored nowhere: only its hash, as the slip's.
    expect(await backend().query(`select origin from private.request_tracking_tokens where message_id = $1`, [id])).toEqual([{ origin: 'counter' }])
    expect(JSON.stringify(await backend().query(`select * from public.contact_messages where id = $1`, [id]))).not.toContain(secret)

    const tracked = await backend().anon.rpc('request_tracking', { secret })
    expect(tracked.error).toBeNull()
    expect(tracked.data).toMatchObject({ reference, service: 'réparation', statuses: [{ status: 'received' }] })

    expect(
      await backend().query(`select actor_email, action, details->>'service' as service from public.workshop_journal where request_id = $1 order by id`, [id]),
    ).toEqual([{ actor_email: member.email, action: 'request.deposit', service: 'réparation' }])
    expect((await backend().service.rpc('claim_request_receipt', { message_id: id })).data).toEqual({ outcome: 'none' })
  })

  it('claims the receipt e-mail for a customer who gave an address, with a link of its own', async () => {
    const id = randomUUID()
    const email = `depot-${id.slice(0, 8)}@example.fr`
    const { data } = await member.client.rpc('atelier_register_deposit', args(id, { ...usual, phone: '', email }))
    const receipt = await backend().service.rpc('claim_request_receipt', { message_id: id })
    expect(receipt.data).toMatchObject({ outcome: 'send', email, reference: (data as { reference: string }).reference })
    expect((receipt.data as { secret: string }).secret).not.toBe((data as { secret: string }).secret)
  })

  it('answers a deposit sent again with the same reference and a new link, and refuses a visitor’s message’s id', async () => {
    const id = randomUUID()
    const first = (await member.client.rpc('atelier_register_deposit', args(id, usual))).data as { reference: string; secret: string }
    const again = (await member.client.rpc('atelier_register_deposit', args(id, usual))).data as { outcome: string; reference: string; secret: string }
    expect(again).toMatchObject({ outcome: 'already', reference: first.reference })
    expect(again.secret).not.toBe(first.secret)
    expect((await backend().anon.rpc('request_tracking', { secret: again.secret })).data).toMatchObject({ reference: first.reference })
    expect(await backend().query(`select count(*)::int as n from public.workshop_journal where request_id = $1`, [id])).toEqual([{ n: 1 }])

    const visitor = randomUUID()
    const sent = await backend()
      .anon.from('contact_messages')
      .insert({ id: visitor, name: 'Paul', email: 'paul@example.fr', service: 'création', message: 'Une bague.' })
    expect(sent.error).toBeNull()
    expect((await member.client.rpc('atelier_register_deposit', args(visitor, usual))).data).toEqual({ outcome: 'refused', reason: 'taken' })
  })

  it('refuses a photo that is not the deposit’s own or not uploaded', async () => {
    const id = randomUUID()
    expect((await member.client.rpc('atelier_register_deposit', args(id, usual, `${id}.jpg`))).data).toEqual({
      outcome: 'refused',
      reason: 'invalid',
      problems: ['photo'],
    })
    const other = randomUUID()
    expect((await member.client.storage.from('contact_images').upload(`${other}.jpg`, jpeg())).error).toBeNull()
    expect((await member.client.rpc('atelier_register_deposit', args(id, usual, `${other}.jpg`))).data).toMatchObject({ problems: ['photo'] })
  })

  it('refuses anon and a signed-in non-member, and a visitor cannot mark a message as a deposit nor leave out the address', async () => {
    for (const client of [backend().anon, stranger]) {
      const id = randomUUID()
      const { data, error } = await client.rpc('atelier_register_deposit', args(id, usual))
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
      expect(await backend().query(`select 1 from public.contact_messages where id = $1`, [id])).toEqual([])
    }
    const marked = await backend()
      .anon.from('contact_messages')
      .insert({ id: randomUUID(), name: 'Paul', email: 'paul@example.fr', service: 'création', message: 'Une bague.', origin: 'counter' })
    expect(marked.error?.code).toBe('42501')
    const noAddress = await backend()
      .anon.from('contact_messages')
      .insert({ id: randomUUID(), name: 'Paul', email: null, phone: '0612345678', service: 'création', message: 'Une bague.' })
    expect(noAddress.error?.code).toMatch(/^(23514|23502)$/)
  })
})
