import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clockTime, experienceIn, ratingLabel, ratingScore, ratingSentence, satisfactionRate } from '../../lib/content/facts'
import { hoursWords } from '../../lib/content/hoursWords'
import { seededWeeklyHours } from '../../lib/weeklyHours'
import { site } from '../../lib/site'
import { displayedFigures } from '../../lib/owner'

describe('business facts as visitors read them', () => {
  it('write times and the rating the French way', () => {
    expect(clockTime('18:45')).toBe('18\u00a0h\u00a045')
    expect(clockTime('10:00')).toBe('10\u00a0h')
    expect(clockTime('09:30')).toBe('9\u00a0h\u00a030')
    expect(ratingScore).toBe('4,9/5')
    expect(ratingSentence).toBe('Note 4,9 sur 5 (120 avis Google)')
    expect(ratingLabel).toBe('de note moyenne sur 120 avis Google')
    expect(satisfactionRate).toBe('98\u202f%')
  })

  it('count the years since the founding down to the decade', () => {
    expect(site.foundedYear).toBe(1964)
    expect(experienceIn(2026)).toBe('Plus de 60\u00a0ans')
    expect(experienceIn(2024)).toBe('Plus de 60\u00a0ans')
    expect(experienceIn(2023)).toBe('Plus de 50\u00a0ans')
    expect(experienceIn(2033)).toBe('Plus de 60\u00a0ans')
    expect(experienceIn(2034)).toBe('Plus de 70\u00a0ans')
  })
})

// Prose that retypes a fact goes stale the day lib/site.ts changes: every page's text, component
// and head must take the fact from lib/content/facts.ts (or lib/site.ts) instead; the hours, from
// the words the build wrote from the database's (lib/hoursAsBuilt.ts).
const sourceFiles = ['lib', 'features', 'components', 'pages'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => !['lib/site.ts', 'lib/address.ts', 'lib/owner.ts', 'lib/content/facts.ts', 'lib/weeklyHours.ts'].includes(file)),
)
const { rating, satisfaction } = displayedFigures
const seededWords = hoursWords(seededWeeklyHours)
const retyped: Record<string, string | RegExp> = {
  'the founding year': String(site.foundedYear),
  'the hours of the week': seededWords.week,
  'the hours of the week with a comma': seededWords.weekWithComma,
  'the rating': rating.value.toLocaleString('fr-FR') + '/5',
  'the rating in words': `${rating.value.toLocaleString('fr-FR')} sur 5`,
  'the review count': `${rating.count} avis`,
  'the summer closure': seededWords.summer,
  'the street address': site.address.street,
  // Any decade, not only this year's: a figure typed by hand is stale the next decade.
  'the years of experience': /Plus de \d+ ans/i,
  'the satisfaction rate': new RegExp(`\\b${satisfaction}\\s?%`),
}

describe('no source file retypes a business fact', () => {
  it('has files to read', () => expect(sourceFiles.length).toBeGreaterThan(50))
  it.each(Object.entries(retyped))('%s (%s)', (_, literal) => {
    const retypes = (text: string) => (typeof literal === 'string' ? text.includes(literal) : literal.test(text))
    expect(sourceFiles.filter((file) => retypes(readFileSync(file, 'utf8')))).toEqual([])
  })
})
