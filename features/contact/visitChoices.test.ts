import { describe, expect, it } from 'vitest'
import { createOpeningCalendar, visitOptions } from '../opening-hours'
import { choiceStillOffered, visitChoices } from './visitChoices'

// The test's own week, whatever the shop's: Tuesday to Saturday, 10:00 to 18:45, closed 1 to 25 August.
const fullDay = [{ opens: '10:00', closes: '18:45' }]
const hours = { week: [[], [], fullDay, fullDay, fullDay, fullDay, fullDay], summer: { from: { month: 8, day: 1 }, to: { month: 8, day: 25 } } }

// Saturday 5 December 2026, 08:00 in Paris: that day from 10:00 on.
const options = visitOptions(createOpeningCalendar(hours), new Date('2026-12-05T07:00:00Z'))

describe('the visit picker’s choices', () => {
  it('shows a slot the database says is taken as taken, and the others free', () => {
    const [saturday] = visitChoices(options, new Set(['2026-12-05 11:00']))
    expect(saturday?.day).toBe('2026-12-05')
    expect(saturday?.times.filter((t) => t.taken).map((t) => t.time)).toEqual(['11:00'])
    expect(saturday?.times.find((t) => t.time === '11:30')?.taken).toBe(false)
    expect(saturday?.full).toBe(false)
  })

  it('shows a day whose every slot is taken as full', () => {
    const saturday = options[0]!
    const [full, next] = visitChoices(options, new Set(saturday.times.map((t) => `${saturday.day} ${t.time}`)))
    expect(full?.full).toBe(true)
    expect(next?.full).toBe(false)
  })

  it('keeps a choice only while it is offered and free', () => {
    const choices = visitChoices(options, new Set(['2026-12-05 11:00']))
    expect(choiceStillOffered(choices, '2026-12-05', '11:30')).toBe(true)
    expect(choiceStillOffered(choices, '2026-12-05', '')).toBe(true)
    expect(choiceStillOffered(choices, '2026-12-05', '11:00')).toBe(false)
    // Sunday: never offered.
    expect(choiceStillOffered(choices, '2026-12-06', '')).toBe(false)
  })
})
