import { describe, expect, it } from 'vitest'
import { dayProblem, summerProblem, weekClosed, type DayInput } from './hoursRules'

const day = (fields: Partial<DayInput>): DayInput => ({ weekday: 2, mode: 'one', opens: '10:00', closes: '18:00', opensAgain: '', closesAgain: '', ...fields })

describe('the checks of the weekly hours', () => {
  it('take a closed day, one range, or two in order and apart', () => {
    expect(dayProblem(day({ mode: 'closed', opens: '' }))).toBeNull()
    expect(dayProblem(day({}))).toBeNull()
    expect(dayProblem(day({ mode: 'two', closes: '12:30', opensAgain: '14:00', closesAgain: '19:00' }))).toBeNull()
  })

  it('refuse a range that ends before it starts, overlapping ranges, and a missing time', () => {
    expect(dayProblem(day({ opens: '18:00', closes: '10:00' }))).toBe('reversed')
    expect(dayProblem(day({ opens: '10:00', closes: '10:00' }))).toBe('reversed')
    expect(dayProblem(day({ mode: 'two', closes: '12:30', opensAgain: '19:00', closesAgain: '14:00' }))).toBe('reversed')
    expect(dayProblem(day({ mode: 'two', closes: '13:00', opensAgain: '12:00', closesAgain: '18:00' }))).toBe('overlap')
    expect(dayProblem(day({ mode: 'two', closes: '13:00', opensAgain: '13:00', closesAgain: '18:00' }))).toBe('overlap')
    expect(dayProblem(day({ closes: '' }))).toBe('incomplete')
    expect(dayProblem(day({ mode: 'two', closes: '12:00' }))).toBe('incomplete')
  })

  it('refuse a week with no day open', () => {
    expect(weekClosed([day({ mode: 'closed' }), day({ mode: 'closed', weekday: 3 })])).toBe(true)
    expect(weekClosed([day({ mode: 'closed' }), day({ weekday: 3 })])).toBe(false)
  })

  it('take a summer closure of real days in order, three months at most', () => {
    const summer = { closes: true, fromDay: 1, fromMonth: 8, toDay: 25, toMonth: 8 }
    expect(summerProblem(summer)).toBeNull()
    expect(summerProblem({ ...summer, closes: false, fromDay: 40 })).toBeNull()
    expect(summerProblem({ ...summer, fromDay: 31, fromMonth: 6 })).toBe('summer')
    expect(summerProblem({ ...summer, fromDay: 26 })).toBe('summer_reversed')
    expect(summerProblem({ ...summer, fromMonth: 5 })).toBe('summer_too_long')
  })
})
