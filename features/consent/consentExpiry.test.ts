import { describe, expect, it } from 'vitest'
import { consentExpired } from './consent'

const DAY = 864e5
const at = (iso: string) => String(Date.parse(iso))

describe('a stored cookie choice', () => {
  it('holds for 181 days, the shortest six months, and no longer', () => {
    const decided = at('2026-11-23T10:00:00Z')
    expect(consentExpired(decided, Date.parse('2026-11-23T10:00:00Z') + 150 * DAY)).toBe(false)
    expect(consentExpired(decided, Date.parse('2027-05-23T09:59:59Z'))).toBe(false)
    // Six calendar months later, and six months and a day.
    expect(consentExpired(decided, Date.parse('2027-05-23T10:00:00Z'))).toBe(true)
    expect(consentExpired(decided, Date.parse('2027-05-24T10:00:00Z'))).toBe(true)
  })

  it('never holds past six calendar months, whatever the months in between', () => {
    for (const start of ['2026-09-01T00:00:00Z', '2027-08-31T12:00:00Z', '2027-01-15T08:00:00Z', '2028-03-01T00:00:00Z']) {
      const end = new Date(start)
      end.setUTCMonth(end.getUTCMonth() + 6)
      expect(consentExpired(at(start), end.getTime()), start).toBe(true)
    }
  })

  it('has no end when it carries no date (stored before dates were kept): it is dated from now on', () => {
    expect(consentExpired(null, Date.now())).toBe(false)
    expect(consentExpired('pas une date', Date.now())).toBe(false)
  })
})
