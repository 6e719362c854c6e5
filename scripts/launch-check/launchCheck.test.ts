// The launch check on the site's own facts (today's placeholders) and on a complete set.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import * as owner from '../../lib/owner'
import type { OwnerFacts } from '../../lib/ownerFacts'
import * as complete from '../../tests/fixtures/owner.complete'
import { databaseFindings } from './databaseFindings'
import { ownerFindings } from './ownerFindings'

const run = promisify(execFile)
const launchCheck = (env: Record<string, string> = {}) =>
  run('node', ['scripts/launch-check.mjs'], { env: { ...process.env, OWNER_FACTS: '', VITE_SUPABASE_URL: '', ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  )

// Both modules must keep the shape the check and the build rely on.
const siteFacts: OwnerFacts = owner

// The check's « now » is the test's own, and every date it reads is set relative to it.
const now = new Date('2027-03-14T22:30:00Z')
const day = 86_400_000
const parisDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date)
const completeFacts: OwnerFacts = complete

describe('npm run launch:check', () => {
  it("stops on today's facts, naming each placeholder and the file to edit", async () => {
    const { code, output } = await launchCheck()
    expect(code).toBe(1)
    for (const field of [
      'legalIdentity.siren',
      'legalIdentity.vatNumber',
      'phone.display',
      'mediator.name',
      'displayedFigures.rating',
      'standInMedia.film.isWorkshopFootage',
    ])
      expect(output).toContain(`${field}: placeholder`)
    expect(output).toContain('Edit: lib/owner.ts')
  }, 30_000)

  it('passes with a complete set of facts given by OWNER_FACTS', async () => {
    const { code, output } = await launchCheck({ OWNER_FACTS: 'tests/fixtures/owner.complete.ts' })
    expect(output).toContain('Ready to go live')
    expect(code).toBe(0)
  }, 30_000)
})

describe('the facts that cannot be real', () => {
  const fieldsOf = (facts: OwnerFacts) => ownerFindings(facts, 'owner.ts').map((finding) => finding.field)

  it('finds nothing in the complete set', () => expect(fieldsOf(completeFacts)).toEqual([]))

  it('finds every invented value of the site even with its placeholder marks removed', () => {
    expect(fieldsOf({ ...siteFacts, placeholders: {} })).toEqual(['legalIdentity.siren', 'legalIdentity.vatNumber', 'phone.display'])
  })

  it('finds a SIREN one digit off, a VAT key that does not match, a fiction phone', () => {
    const legalIdentity = { ...completeFacts.legalIdentity, siren: '552 081 318' }
    expect(fieldsOf({ ...completeFacts, legalIdentity })).toEqual(['legalIdentity.siren', 'legalIdentity.vatNumber'])
    expect(fieldsOf({ ...completeFacts, phone: { display: '01 99 00 45 45', e164: '+33199004545' } })).toEqual(['phone.display'])
  })

  it('never looks at the gold prices kept in code, however old', () => {
    const old = { ...completeFacts, goldBuying: { ...completeFacts.goldBuying, pricedOn: '2020-01-01' } }
    expect(fieldsOf(old)).toEqual([])
    expect(fieldsOf(siteFacts)).not.toContain('goldBuying.pricedOn')
  })

  it('finds a mediator without an https website, and a host without a phone', () => {
    expect(fieldsOf({ ...completeFacts, mediator: { ...completeFacts.mediator, website: 'cm2c.net' } })).toEqual(['mediator.website'])
    expect(fieldsOf({ ...completeFacts, siteHost: { ...completeFacts.siteHost, phone: ' ' } })).toEqual(['siteHost'])
  })
})

const target = { url: 'https://projet.supabase.co', key: 'sb_publishable_x' }
/** The phone and e-mail the owner set in « Fiche de l'atelier ». */
const ownersContact = { phone: '01 45 20 64 12', whatsapp: null }

describe('the database’s gold price list', () => {
  /** A project whose current list is dated `pricedOn` (none: no list), with a price guide of one line unless `noPrice`, and no sample row. */
  const project =
    (pricedOn: string | null, noPrice = false): typeof fetch =>
    async (input) => {
      const url = String(input)
      const rows =
        url.includes('/gold_prices?select=priced_on') && pricedOn
          ? [{ priced_on: pricedOn }]
          : url.includes('/price_lines?') && !noPrice
            ? [{ id: 1 }]
            : url.includes('/workshop_contact?')
              ? [ownersContact]
              : []
      return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } })
    }
  const dated = (daysAgo: number) => databaseFindings(target, project(parisDay(new Date(now.getTime() - daysAgo * day))), now)

  it('warns, without stopping a deploy, when the list is older than seven days, and says nothing of a week-old one', async () => {
    expect(await dated(7)).toEqual({ findings: [], notes: [], contactRead: true })
    const stale = await dated(8)
    expect(stale.findings).toEqual([])
    expect(stale.notes).toEqual([expect.stringMatching(/^warning: the gold prices in the database are dated \d{4}-\d\d-\d\d, 8 days ago \(more than 7\)/)])
  })

  it('stops a deploy when the database publishes no list at all', async () => {
    const { findings } = await databaseFindings(target, project(null), now)
    expect(findings.map((finding) => finding.field)).toEqual(['database: gold_prices'])
  })

  it('warns, without stopping a deploy, when no price of « Tarifs » is published, rather than inventing one', async () => {
    const { findings, notes } = await databaseFindings(target, project(parisDay(now), true), now)
    expect(findings).toEqual([])
    expect(notes).toEqual([expect.stringMatching(/^warning: no price is published \(price_lines\): \/tarifs says the prices are being prepared/)])
  })

  it('knows when the owner has set the review figure, and refuses the seed’s sample one', async () => {
    const answering =
      (extra: (url: string) => unknown[]): typeof fetch =>
      async (input) => {
        const url = String(input)
        const rows = url.includes('/gold_prices?select=priced_on')
          ? [{ priced_on: parisDay(now) }]
          : url.includes('/price_lines?')
            ? [{ id: 1 }]
            : url.includes('/workshop_contact?')
              ? [ownersContact]
              : extra(url)
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } })
      }
    const owners = await databaseFindings(
      target,
      answering((url) => (url.includes('/review_profile?select=rating_count&is_sample=eq.false') ? [{ rating_count: 87 }] : [])),
      now,
    )
    expect(owners).toEqual({ findings: [], notes: [], reviewFigureSet: true, contactRead: true })
    const sample = await databaseFindings(
      target,
      answering((url) => (url.includes('/review_profile?select=id&is_sample=eq.true') ? [{ id: true }] : [])),
      now,
    )
    expect(sample.findings.map((finding) => finding.field)).toEqual(['database: review_profile'])
    expect(sample.reviewFigureSet).toBeUndefined()
  })
})

describe('the phone of « Fiche de l’atelier »', () => {
  /** A project complete but for its workshop_contact, which answers `contact` (a status: an error). */
  const project =
    (contact: { phone: string; whatsapp: string | null } | number): typeof fetch =>
    async (input) => {
      const url = String(input)
      if (url.includes('/workshop_contact?') && typeof contact === 'number') return new Response('{}', { status: contact })
      const rows = url.includes('/gold_prices?select=priced_on')
        ? [{ priced_on: parisDay(now) }]
        : url.includes('/price_lines?')
          ? [{ id: 1 }]
          : url.includes('/workshop_contact?')
            ? [contact]
            : []
      return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } })
    }

  it('stops a deploy while the database still holds the seeded number in the range reserved for fiction, or such a WhatsApp', async () => {
    const seeded = await databaseFindings(target, project({ phone: owner.phone.display, whatsapp: null }), now)
    expect(seeded.findings.map((finding) => finding.field)).toEqual(['database: workshop_contact.phone'])
    expect(seeded.findings[0]!.edit).toMatch(/Fiche de l'atelier/)
    const whatsapp = await databaseFindings(target, project({ phone: '01 45 20 64 12', whatsapp: '06 39 98 12 34' }), now)
    expect(whatsapp.findings.map((finding) => finding.field)).toEqual(['database: workshop_contact.whatsapp'])
  })

  it('says when the row cannot be read, so that the owner’s facts’ phone, which the build would show, is checked instead', async () => {
    const unread = await databaseFindings(target, project(404), now)
    expect(unread.contactRead).toBeUndefined()
    expect(unread.findings).toEqual([])
    expect(unread.notes).toEqual([expect.stringMatching(/^workshop_contact on https:\/\/projet\.supabase\.co could not be read \(HTTP 404\)/)])
  })
})
