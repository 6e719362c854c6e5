// The opening calendar as the build wrote it into every page's JSON-LD: the public holidays of the
// twelve months after the build that shut a day the workshop would open, and the summer closure.
// The holidays expected come from an independent, maintained list (@socialgouv/jours-feries), for
// whatever day the site was built, on the days the weekly hours the build read open; their French
// names are checked against the administration's
// calendar in features/opening-hours/calendar.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import joursFeries from '@socialgouv/jours-feries'
import { describe, expect, it } from 'vitest'
import { builtPage, builtWeeklyHours, clientDir } from './builtSite'
import { findAll } from './parseHtml'

interface Special {
  opens: string
  closes: string
  validFrom: string
  validThrough: string
  description?: string
}

function specialHoursOf(path: string): Special[] {
  const scripts = findAll(builtPage(path).document, (el) => el.tag === 'script' && el.attrs.type === 'application/ld+json')
  const store = scripts.map((script) => JSON.parse(String(script.children[0] ?? 'null')) as { '@type'?: string }).find((block) => block['@type'] === 'JewelryStore')
  return (store as { specialOpeningHoursSpecification?: Special[] } | undefined)?.specialOpeningHoursSpecification ?? []
}

// The day of the build, as the contact page's data carries it: the build's own, whatever today is.
const builtOn = /"builtOn":"(\d{4}-\d\d-\d\d)"/.exec(readFileSync(join(clientDir, 'contact.html'), 'utf8'))?.[1] ?? ''
const dayMs = 24 * 60 * 60 * 1000
const offset = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${builtOn}T00:00:00Z`)) / dayMs
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
const builtYear = Number(builtOn.slice(0, 4))
// The week and the summer closure the build read (the database's, or the seeded ones).
const hours = builtWeeklyHours()!
const monthDay = ({ month, day }: { month: number; day: number }) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
const inSummer = (iso: string) => !!hours.summer && iso.slice(5) >= monthDay(hours.summer.from) && iso.slice(5) <= monthDay(hours.summer.to)
/** Every public holiday of the build's year and the next, YYYY-MM-DD. */
const holidays = [builtYear, builtYear + 1].flatMap((year) => Object.values(joursFeries(year)).map((date) => date.toISOString().slice(0, 10)))

describe('the special opening hours in the JSON-LD', () => {
  it('knows the day of the build', () => {
    expect(builtOn).toMatch(/^\d{4}-\d\d-\d\d$/)
  })

  const expected = holidays
    .filter((date) => offset(date) >= 0 && offset(date) <= 365)
    .filter((date) => (hours.week[weekday(date)] ?? []).length > 0 && !inSummer(date))
    .sort()

  it.each(['/', '/contact', '/services/achat-or'])('on %s, close every holiday of the next twelve months on a Tuesday to Saturday, and no other day', (path) => {
    expect(expected.length).toBeGreaterThanOrEqual(5)
    const closedDays = specialHoursOf(path).filter((entry) => entry.validFrom === entry.validThrough && entry.opens === '00:00' && entry.closes === '00:00')
    expect(closedDays.map((entry) => entry.validFrom).sort()).toEqual(expected)
    for (const entry of closedDays) expect(entry.description, entry.validFrom).toMatch(/^\p{Lu}\p{Ll}/u)
  })

  it('close the summer weeks in one entry, when they fall in the next twelve months', () => {
    if (!hours.summer) return expect(specialHoursOf('/').some((entry) => entry.description === 'Congés d’été')).toBe(false)
    const year = Number(builtOn.slice(0, 4)) + (builtOn.slice(5) > monthDay(hours.summer.to) ? 1 : 0)
    const summer = { validFrom: `${year}-${monthDay(hours.summer.from)}`, validThrough: `${year}-${monthDay(hours.summer.to)}`, opens: '00:00', closes: '00:00' }
    if (offset(summer.validThrough) <= 365) expect(specialHoursOf('/')).toContainEqual(expect.objectContaining(summer))
    else expect(specialHoursOf('/').some((entry) => entry.validThrough === summer.validThrough)).toBe(false)
  })
})
