import { describe, expect, it } from 'vitest'
import { createOpeningCalendar, parseIsoDay } from './calendar'
import { fixtureHours, ownerRows } from './calendarFixtures'
import { upcomingClosures } from './upcomingClosures'

// « : » takes a no-break space before it in French.
const fr = (text: string) => text.replace(' :', '\u00a0:')

describe('the workshop card’s upcoming closures', () => {
  const rules = createOpeningCalendar(fixtureHours)

  it('lists the next three within four months, a Monday holiday left out', () => {
    expect(upcomingClosures(rules, parseIsoDay('2026-11-27'))).toEqual(['Noël : vendredi 25 décembre', 'Jour de l’an : vendredi 1ᵉʳ janvier'].map(fr))
    expect(upcomingClosures(rules, parseIsoDay('2027-04-20'))).toEqual(
      ['Fête du Travail : samedi 1ᵉʳ mai', 'Ascension : jeudi 6 mai', 'Victoire 1945 : samedi 8 mai'].map(fr),
    )
  })

  it('gives the summer weeks as a range, then until when while they last', () => {
    expect(upcomingClosures(rules, parseIsoDay('2027-07-20'))).toEqual(
      ['Congés d’été : du dimanche 1ᵉʳ août au mercredi 25 août', 'Armistice 1918 : jeudi 11 novembre'].map(fr),
    )
    expect(upcomingClosures(rules, parseIsoDay('2027-08-10'))).toEqual(
      ['Congés d’été : jusqu’au mercredi 25 août', 'Armistice 1918 : jeudi 11 novembre'].map(fr),
    )
  })

  it('names the owner’s closure by its reason, or as exceptional', () => {
    expect(upcomingClosures(createOpeningCalendar(fixtureHours, ownerRows), parseIsoDay('2027-01-20'))[0]).toBe(
      fr('Salon des métiers d’art : du vendredi 5 février au mardi 9 février'),
    )
    const noReason = createOpeningCalendar(fixtureHours, [{ ...ownerRows[0]!, reason: null }])
    expect(upcomingClosures(noReason, parseIsoDay('2027-01-20'))[0]).toBe(fr('Fermeture exceptionnelle : du vendredi 5 février au mardi 9 février'))
  })
})
