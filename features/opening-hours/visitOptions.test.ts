import { describe, expect, it } from 'vitest'
import { createOpeningCalendar } from './calendar'
import { fixtureHours, ownerRows } from './calendarFixtures'
import { visitOptions } from './visitOptions'
import { visitText } from './visitText'

const nbsp = '\u00a0'
const calendar = createOpeningCalendar(fixtureHours, ownerRows)

describe('the visit choices a visitor reads', () => {
  it('names each offered day in French and writes its times the French way', () => {
    // Tuesday 1 December 2026, 09:00 in Paris: that day from 11:00 on, two hours ahead.
    const [first, second] = visitOptions(calendar, new Date('2026-12-01T08:00:00Z'))
    expect(first?.day).toBe('2026-12-01')
    expect(first?.label).toBe('mardi 1ᵉʳ décembre')
    expect(first?.times[0]).toEqual({ time: '11:00', label: `11${nbsp}h` })
    expect(first?.times.at(-1)).toEqual({ time: '17:30', label: `17${nbsp}h${nbsp}30` })
    expect(second?.label).toBe('mercredi 2 décembre')
  })

  it('leaves out Sundays, Mondays and a day whose last slot is less than two hours ahead', () => {
    // Saturday 5 December 2026 at 16:00 in Paris: 17:30 is 90 minutes away, too soon.
    const days = visitOptions(calendar, new Date('2026-12-05T15:00:00Z')).map((option) => option.day)
    expect(days.slice(0, 2)).toEqual(['2026-12-08', '2026-12-09'])
  })

  it('offers four weeks at most', () => {
    const days = visitOptions(calendar, new Date('2026-12-01T08:00:00Z')).map((option) => option.day)
    expect(days.at(-1)! <= '2026-12-29').toBe(true)
    expect(days).not.toContain('2026-12-25')
    // The owner's Monday opening is offered.
    expect(days).toContain('2026-12-28')
  })

  it('says a requested visit as the visitor chose it', () => {
    expect(visitText('2026-12-05', '11:00')).toBe(`samedi 5 décembre à 11${nbsp}h`)
    expect(visitText('2026-12-05', '14:30')).toBe(`samedi 5 décembre à 14${nbsp}h${nbsp}30`)
    expect(visitText('2026-12-01', null)).toBe('mardi 1ᵉʳ décembre')
  })
})
