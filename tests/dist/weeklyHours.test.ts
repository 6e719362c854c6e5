// The weekly hours as the build wrote them: the hours it read (the database's, or the seeded ones
// when it could read none) are in the contact page's data, and the store's JSON-LD of every page,
// the footer of every page, the contact page's sentence and the services' sentences all say those,
// whatever they are.
import { describe, expect, it } from 'vitest'
import { closedSentence, hoursWords } from '../../lib/content/hoursWords'
import type { WeeklyHours } from '../../lib/weeklyHours'
import { builtPage, builtPages, builtWeeklyHours } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

interface Specification {
  dayOfWeek: string[]
  opens: string
  closes: string
}

const builtHours = builtWeeklyHours()
const words = builtHours && hoursWords(builtHours)
/** The text as the HTML gives it, any run of spaces (no-break ones included) as one space. */
const spaced = (text: string) => text.replace(/\s+/gu, ' ')

const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
function weekOf(document: HtmlElement): WeeklyHours['week'] | undefined {
  const store = findAll(document, (el) => el.tag === 'script' && el.attrs.type === 'application/ld+json')
    .map((script) => JSON.parse(String(script.children[0] ?? 'null')) as { '@type'?: string; openingHoursSpecification?: Specification[] })
    .find((block) => block['@type'] === 'JewelryStore')
  if (!store?.openingHoursSpecification) return undefined
  const week: { opens: string; closes: string }[][] = [[], [], [], [], [], [], []]
  for (const { dayOfWeek, opens, closes } of store.openingHoursSpecification)
    for (const day of dayOfWeek) week[schemaDays.indexOf(day)]!.push({ opens, closes })
  return week.map((ranges) => ranges.sort((a, b) => a.opens.localeCompare(b.opens)))
}

describe('the weekly hours the build read', () => {
  it('are in the contact page’s data, seven days and the summer closure', () => {
    expect(builtHours?.week).toHaveLength(7)
    expect(builtHours).toHaveProperty('summer')
    expect(builtHours!.week.some((ranges) => ranges.length > 0)).toBe(true)
  })

  it('are the store’s hours in the JSON-LD of every page that has it', () => {
    const withStore = builtPages.filter((page) => weekOf(page.document))
    expect(withStore.length).toBeGreaterThan(10)
    for (const page of withStore) expect(weekOf(page.document), page.path).toEqual(builtHours!.week)
  })

  it('are said in the footer of every page, with the closures', () => {
    const line = words!.weekWithComma.charAt(0).toUpperCase() + words!.weekWithComma.slice(1)
    for (const page of builtPages) {
      const [footer] = findAll(page.document, (el) => el.tag === 'footer')
      expect(spaced(textOf(footer!)), page.path).toContain(spaced(`${line}${closedSentence(words!, false)}`))
    }
  })

  it('are said on the contact page and in the services’ sentences', () => {
    expect(spaced(textOf(builtPage('/contact').document))).toContain(spaced(`${words!.weekWithComma}. ${closedSentence(words!, true)}`))
    expect(spaced(textOf(builtPage('/services/reparation-bijoux').document))).toContain(spaced(words!.week))
    expect(spaced(textOf(builtPage('/services/expertise-gemmologique').document))).toContain(spaced(words!.weekWithComma))
  })
})
