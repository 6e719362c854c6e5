import { describe, expect, it } from 'vitest'
import { createOpeningCalendar } from './calendar'
import { fixtureHours, ownerRows, pausedHours } from './calendarFixtures'
import { visitDays, visitSlotsOn } from './visitSlots'

const calendar = createOpeningCalendar(fixtureHours, ownerRows)
const times = (day: string, now: string) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number)
  return visitSlotsOn(calendar, { year, month, day: date }, new Date(now)).map((slot) => slot.time)
}

describe('the visit slots of a day', () => {
  it('runs every half hour from 10:00 to 17:30 on a usual Saturday', () => {
    expect(times('2026-12-05', '2026-12-01T09:00:00Z')).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ])
  })

  it('ends an hour before the owner’s early closing on Christmas Eve', () => {
    expect(times('2026-12-24', '2026-12-01T09:00:00Z')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00'])
  })

  it('offers nothing on a Monday, Christmas, a trade fair or in August', () => {
    expect(times('2026-12-07', '2026-12-01T09:00:00Z')).toEqual([])
    expect(times('2026-12-25', '2026-12-01T09:00:00Z')).toEqual([])
    expect(times('2027-02-06', '2027-01-20T09:00:00Z')).toEqual([])
    expect(times('2027-08-10', '2027-07-20T09:00:00Z')).toEqual([])
  })

  it('starts two hours after now, in Paris time', () => {
    // 10:15 in Paris (UTC+1): the first slot is 12:30.
    expect(times('2026-12-05', '2026-12-05T09:15:00Z')[0]).toBe('12:30')
    // 10:00 in Paris on summer time (UTC+2): 12:00 is exactly two hours ahead.
    expect(times('2027-06-05', '2027-06-05T08:00:00Z')[0]).toBe('12:00')
    expect(times('2026-12-05', '2026-12-05T16:00:00Z')).toEqual([])
  })

  it('offers days up to four weeks ahead, no further', () => {
    expect(times('2027-01-02', '2026-12-05T09:00:00Z')).toHaveLength(16)
    expect(times('2027-01-05', '2026-12-05T09:00:00Z')).toEqual([])
    const days = visitDays(calendar, new Date('2026-12-05T09:00:00Z'))
    expect(days[0]).toEqual({ year: 2026, month: 12, day: 5 })
    expect(days.at(-1)).toEqual({ year: 2027, month: 1, day: 2 })
    expect(days.some((day) => day.month === 12 && day.day === 25)).toBe(false)
    expect(days.some((day) => day.month === 12 && day.day === 28)).toBe(true)
  })
})

describe('the visit slots of a day with a pause', () => {
  it('run in each range, from its opening to one hour before its closing', () => {
    const paused = createOpeningCalendar(pausedHours)
    const slots = visitSlotsOn(paused, { year: 2030, month: 3, day: 5 }, new Date('2030-03-01T08:00:00Z')).map((slot) => slot.time)
    expect(slots).toEqual(['10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00'])
    expect(visitSlotsOn(paused, { year: 2030, month: 3, day: 6 }, new Date('2030-03-01T08:00:00Z'))).toEqual([])
  })
})
