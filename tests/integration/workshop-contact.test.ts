// The workshop's phone, e-mail and WhatsApp as data (supabase/schemas/workshop_contact.sql): anon
// reads them (the build and the launch check do), a signed-in non-member reads and changes nothing,
// a member saves them through public.atelier_save_workshop_contact; the form's rules
// (lib/workshopContact.ts) and the database's give the same verdict on the same cases, the
// dashboard meets the table's checks, and every change leaves a journal row naming the member.
// The launch check reads the row as the deploy's does: the seeded number stops it until the owner's
// replaces it. Each test puts the seeded row back after it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contactToSend, workshopContactProblems, type WorkshopContact } from '../../lib/workshopContact'
import { databaseFindings } from '../../scripts/launch-check/databaseFindings'
import { fetchWorkshopContact } from '../../vite/workshopContact'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { workshopPeople, type WorkshopPeople } from './helpers/members'

const seeded: WorkshopContact = { phone: '01 99 00 12 64', email: 'atelier@maison-bologne.fr', whatsapp: null }

/** Each case as typed in the form, with the fields both sides must refuse. */
const cases: { name: string; typed: WorkshopContact; problems: string[] }[] = [
  { name: 'a Paris number and an address', typed: { phone: '01 45 20 64 12', email: 'atelier@exemple.fr', whatsapp: '' }, problems: [] },
  {
    name: 'a number typed without spaces, a mobile for WhatsApp',
    typed: { phone: '0145206412', email: ' rdv@exemple.fr ', whatsapp: '+33 6 12 34 56 78' },
    problems: [],
  },
  { name: 'a number in dots', typed: { phone: '01.45.20.64.12', email: 'atelier@exemple.fr', whatsapp: null }, problems: [] },
  { name: 'a number too short', typed: { phone: '01 45 20 64', email: 'atelier@exemple.fr', whatsapp: '' }, problems: ['phone'] },
  { name: 'a foreign number', typed: { phone: '+44 20 7946 0958', email: 'atelier@exemple.fr', whatsapp: '' }, problems: ['phone'] },
  { name: 'words for a number', typed: { phone: 'voir le site', email: 'atelier@exemple.fr', whatsapp: '' }, problems: ['phone'] },
  { name: 'an address without a domain', typed: { phone: '01 45 20 64 12', email: 'atelier@exemple', whatsapp: '' }, problems: ['email'] },
  { name: 'no address', typed: { phone: '01 45 20 64 12', email: '  ', whatsapp: '' }, problems: ['email'] },
  { name: 'an address too long', typed: { phone: '01 45 20 64 12', email: `${'a'.repeat(250)}@exemple.fr`, whatsapp: '' }, problems: ['email'] },
  { name: 'everything wrong', typed: { phone: '12', email: 'atelier', whatsapp: '06 12 34' }, problems: ['phone', 'email', 'whatsapp'] },
]

describe.each(SCHEMA_KINDS)('the workshop’s contact on %s', (kind) => {
  const backend = useBackend(kind)
  let member: WorkshopPeople['member']
  let stranger: WorkshopPeople['stranger']

  beforeAll(async () => void ({ member, stranger } = await workshopPeople(backend())))
  afterEach(async () => {
    await backend().query(`update public.workshop_contact set phone = $1, email = $2, whatsapp = null`, [seeded.phone, seeded.email])
  })

  const stored = async () => (await backend().query(`select phone, email, whatsapp from public.workshop_contact`)) as WorkshopContact[]
  const save = (contact: WorkshopContact) => member.client.rpc('atelier_save_workshop_contact', { ...contact })

  it('gives anon and a member the seeded row (what lib/owner.ts says), a signed-in non-member nothing, and the build reads it', async () => {
    expect((await backend().anon.from('workshop_contact').select('phone,email,whatsapp')).data).toEqual([seeded])
    expect((await member.client.from('workshop_contact').select('phone,email,whatsapp')).data).toEqual([seeded])
    expect((await stranger.from('workshop_contact').select('phone')).data).toEqual([])
    expect(await fetchWorkshopContact({ url: backend().url, apiKey: backend().publishableKey })).toEqual(seeded)
  })

  it.each(cases)('gives the form’s verdict on $name, through the function and the table’s checks', async ({ typed, problems }) => {
    expect(workshopContactProblems(typed)).toEqual(problems)
    const sent = contactToSend(typed)
    const answer = await save(sent)
    expect(answer.error).toBeNull()
    expect(answer.data).toEqual(problems.length ? { outcome: 'refused', reason: 'invalid', problems } : { outcome: 'done' })
    expect(await stored()).toEqual([problems.length ? seeded : sent])
    // The dashboard meets the same rules.
    const direct = await backend().service.from('workshop_contact').update(sent).eq('id', true)
    expect(direct.error?.code ?? null).toBe(problems.length ? '23514' : null)
  })

  it('refuses anon and a non-member, journals a member’s change with its name, and nothing when nothing changes', async () => {
    const changed: WorkshopContact = { phone: '01 45 20 64 12', email: 'atelier@exemple.fr', whatsapp: '06 12 34 56 78' }
    expect((await backend().anon.rpc('atelier_save_workshop_contact', { ...changed })).error).not.toBeNull()
    expect((await stranger.rpc('atelier_save_workshop_contact', { ...changed })).error?.code).toBe('42501')
    expect(await stored()).toEqual([seeded])
    const journal = async () =>
      (await backend().query(`select actor_email, action, details from public.workshop_journal where action like 'workshop_contact.%' order by id desc`)) as {
        actor_email: string
        action: string
        details: { changes: Record<string, { before: unknown; after: unknown }> }
      }[]
    const before = (await journal()).length
    expect((await save(changed)).data).toEqual({ outcome: 'done' })
    expect((await save(changed)).data).toEqual({ outcome: 'done' })
    const rows = await journal()
    expect(rows.length - before).toBe(1)
    expect(rows[0]).toMatchObject({ actor_email: member.email, action: 'workshop_contact.update' })
    expect(rows[0]!.details.changes).toMatchObject({
      phone: { before: seeded.phone, after: changed.phone },
      whatsapp: { before: null, after: changed.whatsapp },
    })
  })

  it('stops the launch check while the seeded number, in the range reserved for fiction, is the one the pages would say', async () => {
    const target = { url: backend().url, key: backend().publishableKey }
    const contactFindings = async () => (await databaseFindings(target)).findings.filter((finding) => finding.field.startsWith('database: workshop_contact'))
    expect((await databaseFindings(target)).contactRead).toBe(true)
    expect(await contactFindings()).toEqual([expect.objectContaining({ field: 'database: workshop_contact.phone' })])
    expect((await save({ phone: '01 45 20 64 12', email: seeded.email, whatsapp: null })).data).toEqual({ outcome: 'done' })
    expect(await contactFindings()).toEqual([])
  })
})
