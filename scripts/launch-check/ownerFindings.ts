// What keeps the owner's facts from going live: every field still holding the value it was invented
// with (the module's `placeholders`), and every value that cannot be real (a SIREN failing its
// checksum, a phone in the fiction range…). The gold prices are the database's, not the owner's
// facts (databaseFindings.ts).
import { isDeepStrictEqual } from 'node:util'
import type { OwnerFacts } from '../../lib/ownerFacts.ts'
import { frenchVatNumber, isFictionPhone, isHttpsUrl, isValidSiren } from './validators.ts'

export interface Finding {
  /** The field, as a path in the owner's module ('legalIdentity.siren'), or what else is wrong. */
  field: string
  problem: string
  /** Where to fix it: a file, or the dashboard table. */
  edit: string
}

const valueAt = (facts: OwnerFacts, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), facts)

export function ownerFindings(facts: OwnerFacts, file: string): Finding[] {
  const findings: Finding[] = []
  const add = (field: string, problem: string) => findings.push({ field, problem, edit: file })

  for (const [field, note] of Object.entries(facts.placeholders ?? {})) {
    if (isDeepStrictEqual(valueAt(facts, field), note.invented)) add(field, `placeholder: ${note.what} (shows on ${note.shows})`)
  }
  const listed = new Set(findings.map((finding) => finding.field))
  const check = (field: string, ok: boolean, problem: string) => ok || listed.has(field) || add(field, problem)

  const { legalIdentity: legal, mediator } = facts
  check('legalIdentity.siren', isValidSiren(legal.siren), `SIREN ${legal.siren} fails its checksum`)
  check(
    'legalIdentity.vatNumber',
    legal.vatNumber.replace(/\s/g, '') === frenchVatNumber(legal.siren),
    `VAT number ${legal.vatNumber} does not match the SIREN`,
  )
  check('legalIdentity.publicationDirector.name', /\S+\s+\S+/.test(legal.publicationDirector.name), 'the publication director needs a first and last name')
  check(
    'phone.display',
    !isFictionPhone(facts.phone.display) && !isFictionPhone(facts.phone.e164),
    `phone ${facts.phone.display} is in the range reserved for fiction`,
  )
  check('mediator.website', isHttpsUrl(mediator.website), `the mediator's website ${mediator.website} is not an https address`)
  for (const host of ['siteHost', 'dataHost'] as const) {
    const { name, address, phone } = facts[host]
    check(
      host,
      [name, address, phone].every((text) => text.trim().length > 0),
      `the host's name, address and phone are all required`,
    )
  }
  return findings
}
