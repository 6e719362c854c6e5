// One definition of a valid message, seen from both ends: every case below goes through the form's
// French checks (features/contact/validation.ts) and, as the form would send it (buildContactMessage),
// into an insert by a visitor into the real contact_messages table. Both must give the same verdict
// and name the same field: a message the form lets through is never refused by the database (the
// visitor would read the generic error on every try), and the database refuses nothing the form
// could have explained in French.
import { describe, expect, it } from 'vitest'
import { buildContactMessage, messageIdentity, type ContactFormValues } from '../../features/contact/message'
import { validateContactForm } from '../../features/contact/validation'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'

const valid: ContactFormValues = {
  name: 'Claire Dubois',
  email: 'claire.dubois@exemple.fr',
  phone: '',
  preferredContact: 'email',
  subject: '',
  urgency: 'normal',
  message: 'Bonjour, ma bague a perdu une pierre.',
  service: 'réparation',
}

const emailOfLength = (length: number) => `${'a'.repeat(length - '@exemple.fr'.length)}@exemple.fr`

const cases: [string, Partial<ContactFormValues>][] = [
  ['the plain case', {}],
  ['an e-mail ending in a dot', { email: 'a@b.c.' }],
  ['the shortest e-mail', { email: 'a@b.c' }],
  ['an e-mail with a plus and a subdomain', { email: 'claire+atelier@mail.exemple.fr' }],
  ['an e-mail without a dot after the @', { email: 'claire@exemple' }],
  ['an e-mail with a space inside', { email: 'claire dubois@exemple.fr' }],
  ['an e-mail with two @', { email: 'claire@dubois@exemple.fr' }],
  ['an e-mail with spaces around it', { email: '  claire@exemple.fr  ' }],
  ['an accented e-mail', { email: 'hélène@exemple.fr' }],
  ['an e-mail of 254 characters', { email: emailOfLength(254) }],
  ['an e-mail of 255 characters', { email: emailOfLength(255) }],
  ['a phone that is only +', { phone: '+' }],
  ['a phone that is only ()', { phone: '()' }],
  ['a phone of punctuation and spaces', { phone: ' - . ' }],
  ['an international phone', { phone: '+33 (0)1 45-67.89 10' }],
  ['a phone with letters', { phone: '06 12 AB 56' }],
  ['a phone of 30 characters', { phone: '0'.repeat(30) }],
  ['a phone of 31 characters', { phone: '0'.repeat(31) }],
  ['a phone of spaces (left empty)', { phone: '   ' }],
  ['a name of spaces', { name: '     ' }],
  ['a name of 100 characters', { name: 'N'.repeat(100) }],
  ['a name of 101 characters', { name: 'N'.repeat(101) }],
  ['a name of 100 emoji', { name: '💍'.repeat(100) }],
  ['a name of 101 emoji', { name: '💍'.repeat(101) }],
  ['an accented name', { name: 'Hélène Lefèvre-Çağlar' }],
  ['a right-to-left name', { name: 'مريم العلي' }],
  ['a subject of 150 characters', { subject: 'O'.repeat(150) }],
  ['a subject of 151 characters', { subject: 'O'.repeat(151) }],
  ['a subject of spaces (left empty)', { subject: '  ' }],
  ['a message with CRLF line ends', { message: 'Bonjour,\r\nma montre retarde.\r\nMerci' }],
  ['a message of spaces and line ends', { message: ' \r\n \t ' }],
  ['a right-to-left message with emoji', { message: 'مرحبا، أريد إصلاح ساعتي ⌚' }],
  ['a message of 5000 characters', { message: 'M'.repeat(5000) }],
  ['a message of 5001 characters', { message: 'M'.repeat(5001) }],
  ['a message of 5000 emoji', { message: '💎'.repeat(5000) }],
  ['a message of 4999 characters and CRLF', { message: `${'M'.repeat(4998)}\r\n` + 'M' }],
  ['a message of 2500 emoji (10,000 bytes)', { message: '💎'.repeat(2500) }],
  ['a message of 2501 emoji (10,004 bytes)', { message: '💎'.repeat(2501) }],
  ['a message of 5000 two-byte letters', { message: 'é'.repeat(5000) }],
  ['a message of 3334 three-byte characters', { message: '€'.repeat(3334) }],
  ['a name with CRLF inside', { name: 'Claire\r\nObjet : urgent' }],
  ['a name with LF inside', { name: 'Claire\nDubois' }],
  ['a name with a Unicode line separator', { name: 'Claire\u2028Dubois' }],
  ['a name with a tab inside', { name: 'Claire\tDubois' }],
  ['a subject with CR inside', { subject: 'Bague\rÀ réparer' }],
  ['a subject with a next-line character', { subject: 'Bague\u0085À réparer' }],
  ['a subject with a line feed at its end (trimmed)', { subject: 'Bague à réparer\n' }],
  ['a name with a right-to-left override (dropped)', { name: 'Claire \u202Eenimda' }],
  ['a name with zero-width spaces (dropped)', { name: 'Cla\u200Bire\u2060 Du\uFEFFbois' }],
  ['a name of isolates and marks only (dropped: missing)', { name: '\u2066\u200F\u2069' }],
  ['a Persian name with its zero-width non-joiner', { name: 'مهسا\u200Cسادات' }],
  ['a name with an emoji sequence (zero-width joiner)', { name: 'Claire 👩\u200D🔧' }],
  ['a subject with a left-to-right embedding (dropped)', { subject: '\u202ABague\u202C à réparer' }],
]

// The field a CHECK constraint guards, from its name (contact_messages_<field>_check).
const fieldOf = (constraint: string) => ({ preferred_contact: 'preferredContact' })[constraint] ?? constraint

describe.each(SCHEMA_KINDS)('the form and contact_messages on %s', (kind) => {
  const backend = useBackend(kind)

  let sent = 0
  it.each(cases)('agree on %s', async (_label, change) => {
    sent += 1
    // Each case from its own e-mail address, or the per-address limit (10 a day) would refuse the 11th.
    const values = { ...valid, email: `claire.dubois+${sent}@exemple.fr`, ...change }
    const formRefuses = Object.keys(validateContactForm(values)).sort()

    const { row } = buildContactMessage(values, messageIdentity(null, null))
    const { error } = await backend().anon.from('contact_messages').insert(row)
    if (error && error.code !== '23514') throw new Error(`unexpected refusal: ${error.code} ${error.message}`)
    const constraint = error ? /contact_messages_(\w+)_check/.exec(error.message)?.[1] : undefined
    if (error && !constraint) throw new Error(`a refusal that names no constraint: ${error.message}`)
    const databaseRefuses = constraint ? [fieldOf(constraint)] : []

    // The database names the first constraint it finds broken; every case breaks one field at most.
    expect(databaseRefuses).toEqual(formRefuses)
  })

  it.each([
    ['name', 'Claire \u202Eenimda'],
    ['name', 'Cla\u200Bire'],
    ['subject', 'Bague\u2067 à réparer'],
    ['subject', '\uFEFFBague'],
  ])('refuses a %s with a control the form drops, sent as is by another client (%j)', async (field, value) => {
    sent += 1
    const { row } = buildContactMessage({ ...valid, email: `claire.dubois+${sent}@exemple.fr` }, messageIdentity(null, null))
    const { error } = await backend()
      .anon.from('contact_messages')
      .insert({ ...row, [field]: value })
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain(`contact_messages_${field}_check`)
  })

  // The photo: the object name the form gives each type it sends (a prepared JPEG, a GIF) is one the
  // bucket takes, and then one the table takes as the message's file_url.
  it.each(['image/jpeg', 'image/gif'])('agree on the name of a %s photo', async (type) => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'bijou', { type })
    const { row, photo: sent } = buildContactMessage({ ...valid, email: `photo.${type.slice(6)}@exemple.fr` }, messageIdentity(null, photo))
    const upload = await backend().anon.storage.from('contact_images').upload(sent!.fileName, photo, { contentType: type })
    expect(upload.error).toBeNull()
    const { error } = await backend()
      .anon.from('contact_messages')
      .insert({ ...row, file_url: sent!.fileName })
    expect(error).toBeNull()
  })

  // The tracking secret the form draws (features/request-tracking/trackingSecret.ts) is one the
  // database takes, keeps as its hash and follows.
  it('agree on the tracking secret the form draws', async () => {
    const { row } = buildContactMessage({ ...valid, email: 'suivi@exemple.fr' }, messageIdentity(null, null))
    expect(row.tracking_secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await backend().anon.from('contact_messages').insert(row)).error).toBeNull()
    const { data } = await backend().anon.rpc('request_tracking', { secret: row.tracking_secret })
    expect(data).toMatchObject({ service: valid.service, statuses: [{ status: 'received' }] })
  })

  it('covers cases both accept and cases both refuse', () => {
    const refused = cases.filter(([, change]) => Object.keys(validateContactForm({ ...valid, ...change })).length > 0)
    expect(refused.length).toBeGreaterThan(10)
    expect(cases.length - refused.length).toBeGreaterThan(10)
  })
})
