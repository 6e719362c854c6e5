// « Réalisations » in the back office (supabase/schemas/showcase.sql): a member uploads a photo to
// the private bucket `showcase`, adds the piece, publishes, unpublishes, moves and deletes it; anon
// reads a piece and its photo only while it is published; anon and a signed-in non-member can neither
// call the functions nor upload nor remove; bad input is refused with the fields at fault; every
// change leaves one journal row naming the member, and marks the site as changed.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { workshopPeople, type WorkshopPeople } from './helpers/members'
import { TINY_JPEG } from './helpers/fixtures'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const jpeg = () => new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/jpeg' })

describe.each(SCHEMA_KINDS)('the back office’s finished pieces on %s', (kind) => {
  const backend = useBackend(kind)
  let member: WorkshopPeople['member']
  let stranger: WorkshopPeople['stranger']

  beforeAll(async () => void ({ member, stranger } = await workshopPeople(backend())))

  /** A photo uploaded by the member and its piece added: the piece's id. */
  const addPiece = async (caption = `Bague ${stamp()}`) => {
    const id = randomUUID()
    expect((await member.client.storage.from('showcase').upload(`${id}.jpg`, jpeg())).error).toBeNull()
    const added = await member.client.rpc('atelier_add_showcase_piece', { piece_id: id, caption, service: 'création', photo_width: 1, photo_height: 1 })
    expect(added.data).toEqual({ outcome: 'done', id })
    return id
  }
  const anonSees = async (id: string) => {
    const row = await backend().anon.from('showcase_pieces').select('id,caption,photo_width,photo_height').eq('id', id)
    expect(row.error).toBeNull()
    const photo = await backend().anon.storage.from('showcase').download(`${id}.jpg`)
    return { rows: row.data?.length ?? 0, photo: photo.data ? photo.data.size : null }
  }
  const objectExists = async (id: string) =>
    (await backend().query(`select 1 from storage.objects where bucket_id = 'showcase' and name = $1`, [`${id}.jpg`])).length === 1
  const journal = (id: string) =>
    backend().query(`select actor_email, action from public.workshop_journal where details->>'piece_id' = $1 order by id`, [id]) as Promise<
      { actor_email: string; action: string }[]
    >

  it('shows anon a piece and its photo only while it is published, and journals each change with the member', async () => {
    const id = await addPiece()
    expect(await anonSees(id)).toEqual({ rows: 0, photo: null })
    const own = await member.client.storage.from('showcase').download(`${id}.jpg`)
    expect(own.data?.size).toBe(TINY_JPEG.length)

    expect((await member.client.rpc('atelier_set_showcase_published', { piece_id: id, published: true })).data).toEqual({ outcome: 'done' })
    expect(await anonSees(id)).toEqual({ rows: 1, photo: TINY_JPEG.length })
    expect((await stranger.storage.from('showcase').download(`${id}.jpg`)).data?.size).toBe(TINY_JPEG.length)

    expect((await member.client.rpc('atelier_set_showcase_published', { piece_id: id, published: false })).data).toEqual({ outcome: 'done' })
    expect(await anonSees(id)).toEqual({ rows: 0, photo: null })

    // The photo stays while a piece names it; once the piece is deleted, it can be removed.
    await member.client.storage.from('showcase').remove([`${id}.jpg`])
    expect(await objectExists(id)).toBe(true)
    expect((await member.client.rpc('atelier_delete_showcase_piece', { piece_id: id })).data).toEqual({ outcome: 'done', photo: `${id}.jpg` })
    expect((await member.client.storage.from('showcase').remove([`${id}.jpg`])).error).toBeNull()
    expect(await objectExists(id)).toBe(false)
    expect((await member.client.rpc('atelier_delete_showcase_piece', { piece_id: id })).data).toEqual({ outcome: 'refused', reason: 'not_found' })

    expect(await journal(id)).toEqual(
      ['showcase.added', 'showcase.published', 'showcase.unpublished', 'showcase.deleted'].map((action) => ({ actor_email: member.email, action })),
    )
  })

  it('puts a new piece first and moves a piece past its neighbour, nothing at the ends', async () => {
    const older = await addPiece()
    const newer = await addPiece()
    const order = async () =>
      ((await member.client.from('showcase_pieces').select('id').in('id', [older, newer]).order('position')).data ?? []).map((row) => row.id)
    expect(await order()).toEqual([newer, older])
    expect((await member.client.rpc('atelier_move_showcase_piece', { piece_id: older, direction: -1 })).data).toEqual({ outcome: 'done' })
    expect(await order()).toEqual([older, newer])
    const first = (await member.client.from('showcase_pieces').select('id').order('position').order('id').limit(1)).data?.[0]?.id
    expect((await member.client.rpc('atelier_move_showcase_piece', { piece_id: first, direction: -1 })).data).toEqual({ outcome: 'done' })
    expect((await member.client.from('showcase_pieces').select('id').order('position').order('id').limit(1)).data?.[0]?.id).toBe(first)
    expect((await journal(older)).map((row) => row.action)).toEqual(['showcase.added', 'showcase.moved'])
  })

  it('refuses a caption empty or too long, an unknown service and a photo not uploaded, naming each', async () => {
    const id = randomUUID()
    const refused = await member.client.rpc('atelier_add_showcase_piece', {
      piece_id: id,
      caption: '   ',
      service: 'bijouterie',
      photo_width: 800,
      photo_height: 600,
    })
    expect(refused.data).toEqual({ outcome: 'refused', reason: 'invalid', problems: ['caption', 'service', 'photo'] })
    expect((await member.client.storage.from('showcase').upload(`${id}.jpg`, jpeg())).error).toBeNull()
    const tooLong = await member.client.rpc('atelier_add_showcase_piece', {
      piece_id: id,
      caption: 'é'.repeat(201),
      service: 'horlogerie',
      photo_width: 800,
      photo_height: 600,
    })
    expect(tooLong.data).toEqual({ outcome: 'refused', reason: 'invalid', problems: ['caption'] })
    const fits = { piece_id: id, caption: `  ${'é'.repeat(200)}  `, service: 'horlogerie', photo_width: 800, photo_height: 600 }
    expect((await member.client.rpc('atelier_add_showcase_piece', fits)).data).toEqual({ outcome: 'done', id })
    expect((await member.client.rpc('atelier_add_showcase_piece', fits)).data).toEqual({ outcome: 'already', id })
    expect(await backend().query(`select char_length(caption) as length from public.showcase_pieces where id = $1`, [id])).toEqual([{ length: 200 }])
  })

  it('refuses anon and a signed-in non-member: no call, no upload, no removal, nothing seen unpublished', async () => {
    const id = await addPiece()
    for (const [who, client] of [
      ['anon', backend().anon],
      ['stranger', stranger],
    ] as const) {
      const calls = [
        client.rpc('atelier_add_showcase_piece', { piece_id: randomUUID(), caption: 'Bague', service: 'création', photo_width: 1, photo_height: 1 }),
        client.rpc('atelier_set_showcase_published', { piece_id: id, published: true }),
        client.rpc('atelier_move_showcase_piece', { piece_id: id, direction: 1 }),
        client.rpc('atelier_delete_showcase_piece', { piece_id: id }),
      ]
      for (const call of await Promise.all(calls)) expect(call.error?.code, who).toMatch(/^(42501|PGRST202)$/)
      expect((await client.storage.from('showcase').upload(`${randomUUID()}.jpg`, jpeg())).error, who).not.toBeNull()
      await client.storage.from('showcase').remove([`${id}.jpg`])
      expect((await client.from('showcase_pieces').select('id').eq('id', id)).data, who).toEqual([])
      expect((await client.storage.from('showcase').download(`${id}.jpg`)).data, who).toBeNull()
    }
    expect(await objectExists(id)).toBe(true)
    expect(await backend().query(`select published from public.showcase_pieces where id = $1`, [id])).toEqual([{ published: false }])
    // A member may upload only under a UUID name, and only a JPEG.
    expect((await member.client.storage.from('showcase').upload('bague.jpg', jpeg())).error).not.toBeNull()
    const png = new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/png' })
    expect((await member.client.storage.from('showcase').upload(`${randomUUID()}.jpg`, png)).error).not.toBeNull()
  })

  it('marks the site as changed when a piece is added, published or deleted', async () => {
    const reset = () => backend().query('update private.site_publication set waiting_since = null, changed_at = null')
    const changed = async () =>
      ((await backend().query('select changed_at is not null as changed from private.site_publication'))[0] as { changed: boolean }).changed
    await reset()
    const id = await addPiece()
    expect(await changed()).toBe(true)
    await reset()
    await member.client.rpc('atelier_set_showcase_published', { piece_id: id, published: true })
    expect(await changed()).toBe(true)
    await reset()
    await member.client.rpc('atelier_delete_showcase_piece', { piece_id: id })
    expect(await changed()).toBe(true)
  })
})
