import { describe, expect, it } from 'vitest'
import type { WeeklyHours } from '../weeklyHours'
import { closedSentence, hoursWords } from './hoursWords'

// The tests' own weeks, whatever the shop's hours.
const fullDay = [{ opens: '10:00', closes: '18:45' }]
const usual: WeeklyHours = { week: [[], [], fullDay, fullDay, fullDay, fullDay, fullDay], summer: { from: { month: 8, day: 1 }, to: { month: 8, day: 25 } } }
const other: WeeklyHours = {
  week: [
    [],
    [{ opens: '14:00', closes: '18:00' }],
    [
      { opens: '09:30', closes: '12:30' },
      { opens: '14:00', closes: '19:00' },
    ],
    [],
    fullDay,
    fullDay,
    fullDay,
  ],
  summer: { from: { month: 7, day: 28 }, to: { month: 8, day: 20 } },
}

describe('the hours in words', () => {
  it('say a week of one range a day as the pages always did', () => {
    const words = hoursWords(usual)
    expect(words.week).toBe('du mardi au samedi de 10\u00a0h à 18\u00a0h\u00a045')
    expect(words.weekWithComma).toBe('du mardi au samedi, de 10\u00a0h à 18\u00a0h\u00a045')
    expect(words.closedDays).toBe('le dimanche et le lundi')
    expect(words.summer).toBe('du 1ᵉʳ au 25 août')
    expect(closedSentence(words, true)).toBe('Fermé le dimanche et le lundi, les jours fériés et du 1ᵉʳ au 25 août.')
    expect(closedSentence(words, false)).toBe('Fermé les jours fériés et du 1ᵉʳ au 25 août.')
  })

  it('say each group of days that open alike, a pause, and a summer across two months', () => {
    const words = hoursWords(other)
    expect(words.week).toBe(
      'le lundi de 14\u00a0h à 18\u00a0h, le mardi de 9\u00a0h\u00a030 à 12\u00a0h\u00a030 et de 14\u00a0h à 19\u00a0h, du jeudi au samedi de 10\u00a0h à 18\u00a0h\u00a045',
    )
    expect(words.closedDays).toBe('le dimanche et le mercredi')
    expect(words.summer).toBe('du 28 juillet au 20 août')
  })

  it('say nothing of a summer closure the workshop does not take', () => {
    const words = hoursWords({ ...usual, summer: null })
    expect(words.summer).toBe('')
    expect(closedSentence(words, false)).toBe('Fermé les jours fériés.')
  })
})
