// A message names its photo by the bare object name the bucket holds, nothing else: no URL, on any
// origin, and no name of a photo that is not stored (answered 424, so the site uploads it again).
import { describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, newClientAddress, supabaseClient, useBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'

describe.each(SCHEMA_KINDS)('the photo a message names, on %s', (kind) => {
  const backend = useBackend(kind)
  const visitor = () => supabaseClient(backend().url, backend().publishableKey, undefined, newClientAddress())

  async function uploaded() {
    const name = contactImageName()
    const { error } = await backend()
      .anon.storage.from('contact_images')
      .upload(name, new Blob([TINY_JPEG], { type: 'image/jpeg' }))
    expect(error).toBeNull()
    return name
  }

  it('accepts the bare object name of a stored photo', async () => {
    const id = newId()
    const name = await uploaded()
    const { status } = await visitor()
      .from('contact_messages')
      .insert(contactMessage({ id, file_url: name }))
    expect(status).toBe(201)
    const [row] = await backend().query('select file_url from public.contact_messages where id = $1::uuid', [id])
    expect(row.file_url).toBe(name)
  })

  it('refuses any URL, its own project’s included, and any other shape (23514), from visitors and the service role alike', async () => {
    const name = await uploaded()
    const foreign = [
      `${backend().url}/storage/v1/object/public/contact_images/${name}`,
      `${backend().url}/storage/v1/object/sign/contact_images/${name}?token=x`,
      `https://evil.example/storage/v1/object/public/contact_images/${name}`,
      'https://example.fr/photo.jpg',
      `contact_images/${name}`,
      `../${name}`,
      `${name}.jpg`,
      name.toUpperCase(),
      name.replace('.jpg', '.png'),
    ]
    for (const file_url of foreign) {
      const { status, error } = await visitor()
        .from('contact_messages')
        .insert(contactMessage({ id: newId(), file_url }))
      expect({ file_url, status, code: error?.code }).toEqual({ file_url, status: 400, code: '23514' })
      expect(error?.message).toMatch(/contact_messages_file_url_check/)
      const asService = await backend()
        .service.from('contact_messages')
        .insert(contactMessage({ id: newId(), file_url }))
      expect(asService.error?.code).toBe('23514')
    }
  })

  it('answers 424 (PT424) for a photo that is not stored, counts nothing against the visitor, and accepts the row once it is', async () => {
    const address = newClientAddress()
    const client = supabaseClient(backend().url, backend().publishableKey, undefined, address)
    const name = contactImageName()
    const id = newId()
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { status, error } = await client.from('contact_messages').insert(contactMessage({ id, file_url: name }))
      expect({ status, code: error?.code }).toEqual({ status: 424, code: 'PT424' })
    }
    const { error } = await client.storage.from('contact_images').upload(name, new Blob([TINY_JPEG], { type: 'image/jpeg' }))
    expect(error).toBeNull()
    // Six refused attempts, more than the limit of 5 in 10 minutes: none of them was counted.
    const { status } = await client.from('contact_messages').insert(contactMessage({ id, file_url: name }))
    expect(status).toBe(201)
  })

  it('belongs to one message: another message naming it gets the answer a missing photo gets, and only its own message holds it', async () => {
    const name = await uploaded()
    const owner = newId()
    expect(
      (
        await visitor()
          .from('contact_messages')
          .insert(contactMessage({ id: owner, file_url: name }))
      ).status,
    ).toBe(201)
    // Someone who learnt the name: the answer for a taken photo is the one for a missing photo, so it
    // tells nothing of whether the name exists.
    const taken = await visitor()
      .from('contact_messages')
      .insert(contactMessage({ id: newId(), file_url: name }))
    const missing = await visitor()
      .from('contact_messages')
      .insert(contactMessage({ id: newId(), file_url: contactImageName() }))
    expect({ status: taken.status, code: taken.error?.code, message: taken.error?.message.replace(name, '<name>') }).toEqual({
      status: missing.status,
      code: missing.error?.code,
      message: missing.error?.message.replace(/[0-9a-f-]{36}\.jpg/, '<name>'),
    })
    expect(taken.status).toBe(424)
    // The service role neither: one photo, one message, whoever writes.
    const asService = await backend()
      .service.from('contact_messages')
      .insert(contactMessage({ id: newId(), file_url: name }))
    expect(asService.error?.code).toBe('PT424')
    // The owner's message sent again (its answer lost on the way) is still the duplicate it was: 409.
    const again = await visitor()
      .from('contact_messages')
      .insert(contactMessage({ id: owner, file_url: name }))
    expect({ status: again.status, code: again.error?.code }).toEqual({ status: 409, code: '23505' })
    const rows = await backend().query('select id::text from public.contact_messages where file_url = $1::text', [name])
    expect(rows).toEqual([{ id: owner }])
  })

  it('has no list of project origins left to keep up to date', async () => {
    const [row] = await backend().query(`select to_regclass('private.project_origins') as origins, to_regproc('private.is_project_origin') as check`)
    expect(row).toEqual({ origins: null, check: null })
  })
})
