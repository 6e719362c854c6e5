import { describe, expect, it } from 'vitest'
import { buildContactMessage, messageIdentity } from './message'
import { formValues } from './contactFixtures'

// As typed: the spaces around the name are the form's to trim.
const values = formValues({ name: ' Claire Martin ' })

const jpeg = (name = 'bague.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' })

describe("a message's identity", () => {
  let ids = 0
  const newId = () => `id-${++ids}`
  let secrets = 0
  const newSecret = () => `secret-${++secrets}`

  it('is made once: a retry keeps the id, the time, the photo’s object name and the tracking secret', () => {
    const photo = jpeg()
    const first = messageIdentity(null, photo, { now: 1_000, newId, newSecret })
    expect(first).toEqual({ id: 'id-1', createdAt: 1_000, photo: { file: photo, name: 'id-2.jpg' }, trackingSecret: 'secret-1' })
    const retry = messageIdentity(first, photo, { now: 9_000, newId, newSecret })
    expect(retry).toEqual(first)
  })

  it('gives a new photo a new object name, and keeps the message’s id and time', () => {
    const first = messageIdentity(null, jpeg(), { now: 1_000, newId, newSecret })
    const other = new File([new Uint8Array([0x47, 0x49, 0x46])], 'anim.gif', { type: 'image/gif' })
    const changed = messageIdentity(first, other, { now: 2_000, newId, newSecret })
    const trackingSecret = first.trackingSecret
    expect(changed).toEqual({ id: first.id, createdAt: 1_000, photo: { file: other, name: 'id-5.gif' }, trackingSecret })
    expect(messageIdentity(changed, null, { newId, newSecret })).toEqual({ id: first.id, createdAt: 1_000, photo: null, trackingSecret })
  })

  it('names the photo by a random UUID of this device, unrelated to the message’s id', () => {
    const identity = messageIdentity(null, jpeg())
    expect(identity.photo?.name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/)
    expect(identity.photo?.name.startsWith(identity.id)).toBe(false)
  })

  it('is new for a new message', () => {
    expect(messageIdentity(null, null, { newId }).id).not.toBe(messageIdentity(null, null, { newId }).id)
    expect(messageIdentity(null, null).trackingSecret).not.toBe(messageIdentity(null, null).trackingSecret)
  })

  it('gives a draft kept by an older build, without a tracking secret, one of its own', () => {
    const draft = { id: 'old', createdAt: 1_000, photo: null }
    expect(messageIdentity(draft, null, { newSecret: () => 'drawn' })).toEqual({ ...draft, trackingSecret: 'drawn' })
  })
})

describe('the message built from the form and its identity', () => {
  it('carries the identity into the row, the photo and the time', () => {
    const photo = jpeg()
    const message = buildContactMessage(values, {
      id: 'abc',
      createdAt: 1_000,
      photo: { file: photo, name: 'contact_1000_1.jpg' },
      trackingSecret: 'secret',
    })
    expect(message).toEqual({
      row: {
        id: 'abc',
        name: 'Claire Martin',
        email: 'claire@example.fr',
        phone: null,
        service: 'réparation',
        subject: null,
        message: 'Le fermoir de mon collier ne tient plus.',
        preferred_contact: 'email',
        urgency: 'normal',
        file_url: null,
        tracking_secret: 'secret',
      },
      photo: { fileName: 'contact_1000_1.jpg', contentType: 'image/jpeg', blob: photo },
      createdAt: 1_000,
    })
  })
})
