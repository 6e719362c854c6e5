import { describe, expect, it } from 'vitest'
import { contactServices } from '../../lib/content/contactChoices'
import { BACKEND_KINDS, useBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'

describe.each(BACKEND_KINDS)('contact_messages on %s', (kind) => {
  const backend = useBackend(kind)

  async function uploadedPhoto(extension: 'jpg' | 'gif' = 'jpg') {
    const name = contactImageName(extension)
    const type = extension === 'gif' ? 'image/gif' : 'image/jpeg'
    const { error } = await backend()
      .anon.storage.from('contact_images')
      .upload(name, new Blob([TINY_JPEG], { type }))
    expect(error).toBeNull()
    return name
  }

  async function storedRow(id: string) {
    const { data, error } = await backend().service.from('contact_messages').select('*').eq('id', id).single()
    expect(error).toBeNull()
    return data as Record<string, unknown>
  }

  it('accepts a visitor message with a client id and stores it exactly as sent', async () => {
    const message = contactMessage({ id: newId(), phone: null, subject: null, file_url: null })
    const { error, status, data } = await backend().anon.from('contact_messages').insert(message)
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toBeNull()
    const row = await storedRow(message.id as string)
    expect(row).toMatchObject({ ...message })
    expect(row.phone).toBeNull()
    expect(row.subject).toBeNull()
    expect(row.file_url).toBeNull()
    expect(String(row.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
  })

  it('accepts a visitor message without an id and fills every optional field', async () => {
    const message = contactMessage({
      email: `sans-id-${Date.now()}@example.fr`,
      phone: '+33 (0)1 45-67.89 10',
      subject: 'Bague à agrandir',
      file_url: await uploadedPhoto(),
      preferred_contact: 'whatsapp',
      urgency: 'urgent',
      service: 'taille',
    })
    const { error, status } = await backend().anon.from('contact_messages').insert(message)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const { data } = await backend().service.from('contact_messages').select('*').eq('email', message.email)
    expect(data).toHaveLength(1)
    expect(data?.[0]).toMatchObject({ ...message })
    expect(data?.[0].id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('applies the defaults for preferred_contact and urgency', async () => {
    const id = newId()
    const { preferred_contact: _p, urgency: _u, ...message } = contactMessage({ id })
    expect((await backend().anon.from('contact_messages').insert(message)).error).toBeNull()
    expect(await storedRow(id)).toMatchObject({ preferred_contact: 'phone', urgency: 'normal' })
  })

  it('refuses a visitor several messages in one request (a JSON array), storing none of them', async () => {
    const messages = [contactMessage({ id: newId() }), contactMessage({ id: newId() })]
    const batch = await backend().anon.from('contact_messages').insert(messages)
    expect(batch.status).toBe(400)
    expect(batch.error).toMatchObject({ code: '23514', message: 'one contact message per request' })
    const { count } = await backend()
      .service.from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .in(
        'id',
        messages.map((m) => m.id as string),
      )
    expect(count).toBe(0)
    // An array of one is one message; the workshop's service role may still insert several.
    expect(
      (
        await backend()
          .anon.from('contact_messages')
          .insert([contactMessage({ id: newId() })])
      ).status,
    ).toBe(201)
    expect(
      (
        await backend()
          .service.from('contact_messages')
          .insert([contactMessage({ id: newId() }), contactMessage({ id: newId() })])
      ).status,
    ).toBe(201)
  })

  it('answers a retried insert with the same id with 409 and code 23505', async () => {
    const message = contactMessage({ id: newId() })
    expect((await backend().anon.from('contact_messages').insert(message)).status).toBe(201)
    const retry = await backend().anon.from('contact_messages').insert(message)
    expect(retry.status).toBe(409)
    expect(retry.error?.code).toBe('23505')
    const { count } = await backend()
      .service.from('contact_messages')
      .select('*', { count: 'exact', head: true })
      .eq('id', message.id as string)
    expect(count).toBe(1)
  })

  it('refuses to let a visitor read, update or delete messages', async () => {
    const { anon } = backend()
    const read = await anon.from('contact_messages').select('*')
    expect(read.data).toBeNull()
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe('42501')

    const update = await anon.from('contact_messages').update({ name: 'Pirate' }).eq('service', 'taille')
    expect(update.status).toBe(401)
    expect(update.error?.code).toBe('42501')

    const remove = await anon.from('contact_messages').delete().eq('service', 'taille')
    expect(remove.status).toBe(401)
    expect(remove.error?.code).toBe('42501')

    const readBack = await anon.from('contact_messages').insert(contactMessage()).select()
    expect(readBack.status).toBe(401)
    expect(readBack.error?.code).toBe('42501')
  })

  it('refuses an insert that sets created_at (column not granted)', async () => {
    const result = await backend()
      .anon.from('contact_messages')
      .insert({ ...contactMessage(), created_at: '2020-01-01T00:00:00Z' })
    expect(result.status).toBe(401)
    expect(result.error?.code).toBe('42501')
  })

  const badValues: [string, Record<string, unknown>][] = [
    ['a blank name', { name: '   ' }],
    ['a 101-character name', { name: 'N'.repeat(101) }],
    ['an e-mail without a domain', { email: 'claire.dubois' }],
    ['an e-mail with a space', { email: 'claire dubois@example.fr' }],
    ['an e-mail without a top-level domain', { email: 'claire@example' }],
    ['a 255-character e-mail', { email: `${'a'.repeat(244)}@example.fr` }],
    ['a phone with letters', { phone: '01 23 AB' }],
    ['a 31-character phone', { phone: '0'.repeat(31) }],
    ['an empty phone instead of null', { phone: '' }],
    ['an unknown service', { service: 'gravure' }],
    ['a service without its accent', { service: 'creation' }],
    ['a 151-character subject', { subject: 's'.repeat(151) }],
    ['a blank message', { message: ' \n ' }],
    ['a 5001-character message', { message: 'm'.repeat(5001) }],
    ['an unknown preferred_contact', { preferred_contact: 'fax' }],
    ['an unknown urgency', { urgency: 'critique' }],
    ['a file_url that is not a photo name', { file_url: 'javascript:alert(1)' }],
    ['a file_url that is a URL', { file_url: `https://example.fr/${'x'.repeat(982)}` }],
    ['a file_url of the former guessable shape', { file_url: 'contact_1763719200000_1.jpg' }],
  ]

  it("accepts each of the contact form's choices (lib/content/contactChoices.ts), the database's own list being in SQL", async () => {
    const messages = contactServices.map(({ id: service }) => contactMessage({ id: newId(), service }))
    expect((await backend().service.from('contact_messages').insert(messages)).error).toBeNull()
    for (const message of messages) expect((await storedRow(message.id as string)).service).toBe(message.service)
  })

  it.each(badValues)('rejects %s with 400 and code 23514', async (_label, override) => {
    const result = await backend()
      .anon.from('contact_messages')
      .insert({ ...contactMessage(), ...override })
    expect(result.error?.code).toBe('23514')
    expect(result.status).toBe(400)
  })

  it('accepts the limits themselves and the bare name of a stored photo', async () => {
    const id = newId()
    const message = contactMessage({
      id,
      name: 'N'.repeat(100),
      email: `${'a'.repeat(243)}@example.fr`,
      phone: '0'.repeat(30),
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
      file_url: await uploadedPhoto('gif'),
    })
    const result = await backend().anon.from('contact_messages').insert(message)
    expect(result.error).toBeNull()
    expect(await storedRow(id)).toMatchObject({ ...message })
  })

  it('rejects a missing required field with 400 and code 23502', async () => {
    const { name: _name, ...withoutName } = contactMessage()
    const result = await backend().anon.from('contact_messages').insert(withoutName)
    expect(result.status).toBe(400)
    expect(result.error?.code).toBe('23502')
  })

  it('keeps all of 200 concurrent visitor inserts', async () => {
    const { anon, query } = backend()
    const batch = `charge-${kind}-${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => anon.from('contact_messages').insert(contactMessage({ id: newId(), subject: `${batch} ${index}` }))),
    )
    expect(results.filter((result) => result.status !== 201).map((result) => result.error)).toEqual([])
    const [row] = await query('select count(*)::int as n from public.contact_messages where subject like $1::text', [`${batch} %`])
    expect(row.n).toBe(200)
  })
})
