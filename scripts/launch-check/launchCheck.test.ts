// The launch check on the site's own facts (today's placeholders) and on a complete set.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import * as owner from '../../lib/owner'
import type { OwnerFacts } from '../../lib/ownerFacts'
import * as complete from '../../tests/fixtures/owner.complete'
import { ownerFindings } from './ownerFindings'

const run = promisify(execFile)
const launchCheck = (env: Record<string, string> = {}) =>
  run('node', ['scripts/launch-check.mjs'], { env: { ...process.env, OWNER_FACTS: '', VITE_SUPABASE_URL: '', ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  )

// Both modules must keep the shape the check and the build rely on.
const siteFacts: OwnerFacts = owner

// The check's « now » is the test's own, and every date it reads is set relative to it: the site's
// gold prices age with the calendar, and the complete set's are dated by the real clock.
const now = new Date('2027-03-14T22:30:00Z')
const day = 86_400_000
const parisDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date)
const pricedDaysAgo = (facts: OwnerFacts, daysAgo: number): OwnerFacts => ({
  ...facts,
  goldBuying: { ...facts.goldBuying, pricedOn: parisDay(new Date(now.getTime() - daysAgo * day)) },
})
const completeFacts = pricedDaysAgo(complete, 0)

describe('npm run launch:check', () => {
  it("stops on today's facts, naming each placeholder and the file to edit", async () => {
    const { code, output } = await launchCheck()
    expect(code).toBe(1)
    for (const field of [
      'legalIdentity.siren',
      'legalIdentity.vatNumber',
      'phone.display',
      'mediator.name',
      'goldBuying.prices',
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
  const fieldsOf = (facts: OwnerFacts) => ownerFindings(facts, 'owner.ts', now).map((finding) => finding.field)

  it('finds nothing in the complete set', () => expect(fieldsOf(completeFacts)).toEqual([]))

  it('finds every invented value of the site even with its placeholder marks removed', () => {
    expect(fieldsOf(pricedDaysAgo({ ...siteFacts, placeholders: {} }, 1))).toEqual(['legalIdentity.siren', 'legalIdentity.vatNumber', 'phone.display'])
  })

  it('finds a SIREN one digit off, a VAT key that does not match, a fiction phone', () => {
    const legalIdentity = { ...completeFacts.legalIdentity, siren: '552 081 318' }
    expect(fieldsOf({ ...completeFacts, legalIdentity })).toEqual(['legalIdentity.siren', 'legalIdentity.vatNumber'])
    expect(fieldsOf({ ...completeFacts, phone: { display: '01 99 00 45 45', e164: '+33199004545' } })).toEqual(['phone.display'])
  })

  it('finds gold prices older than seven days, and not those of a week ago', () => {
    const dated = (daysAgo: number) => fieldsOf(pricedDaysAgo(completeFacts, daysAgo))
    expect(dated(7)).toEqual([])
    expect(dated(8)).toEqual(['goldBuying.pricedOn'])
  })

  it('finds a mediator without an https website, and a host without a phone', () => {
    expect(fieldsOf({ ...completeFacts, mediator: { ...completeFacts.mediator, website: 'cm2c.net' } })).toEqual(['mediator.website'])
    expect(fieldsOf({ ...completeFacts, siteHost: { ...completeFacts.siteHost, phone: ' ' } })).toEqual(['siteHost'])
  })
})
