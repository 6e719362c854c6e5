// What the tests of the opening calendar hold it to, written out by hand rather than computed:
// the public holidays of 2026 to 2030 as the French administration's calendar lists them
// (service-public.fr, « Jours fériés »), and rows of the owner's table.
import type { WeeklyHours } from '../../lib/weeklyHours'
import type { OpeningException } from './calendar'

/** Date, key and French name of every public holiday from 2026 to 2030. */
export const officialHolidays: [string, string, string][] = [
  ...([2026, 2027, 2028, 2029, 2030] as const).flatMap((year) => [
    [`${year}-01-01`, 'jour_de_l_an', 'Jour de l’an'] as [string, string, string],
    [`${year}-05-01`, 'fete_du_travail', 'Fête du Travail'] as [string, string, string],
    [`${year}-05-08`, 'victoire_1945', 'Victoire 1945'] as [string, string, string],
    [`${year}-07-14`, 'fete_nationale', 'Fête nationale'] as [string, string, string],
    [`${year}-08-15`, 'assomption', 'Assomption'] as [string, string, string],
    [`${year}-11-01`, 'toussaint', 'Toussaint'] as [string, string, string],
    [`${year}-11-11`, 'armistice_1918', 'Armistice 1918'] as [string, string, string],
    [`${year}-12-25`, 'noel', 'Noël'] as [string, string, string],
  ]),
  // Easter Sunday: 5 April 2026, 28 March 2027, 16 April 2028, 1 April 2029, 21 April 2030.
  ['2026-04-06', 'lundi_de_paques', 'Lundi de Pâques'],
  ['2026-05-14', 'ascension', 'Ascension'],
  ['2026-05-25', 'lundi_de_pentecote', 'Lundi de Pentecôte'],
  ['2027-03-29', 'lundi_de_paques', 'Lundi de Pâques'],
  ['2027-05-06', 'ascension', 'Ascension'],
  ['2027-05-17', 'lundi_de_pentecote', 'Lundi de Pentecôte'],
  ['2028-04-17', 'lundi_de_paques', 'Lundi de Pâques'],
  ['2028-05-25', 'ascension', 'Ascension'],
  ['2028-06-05', 'lundi_de_pentecote', 'Lundi de Pentecôte'],
  ['2029-04-02', 'lundi_de_paques', 'Lundi de Pâques'],
  ['2029-05-10', 'ascension', 'Ascension'],
  ['2029-05-21', 'lundi_de_pentecote', 'Lundi de Pentecôte'],
  ['2030-04-22', 'lundi_de_paques', 'Lundi de Pâques'],
  ['2030-05-30', 'ascension', 'Ascension'],
  ['2030-06-10', 'lundi_de_pentecote', 'Lundi de Pentecôte'],
]

const row = (fields: Partial<OpeningException> & Pick<OpeningException, 'id'>): OpeningException => ({
  first_day: null,
  last_day: null,
  holiday: null,
  open: false,
  opens: null,
  closes: null,
  reason: null,
  ...fields,
})

/** The owner's rows the tests use: a trade fair, a half day, a Monday opening, Ascension opened. */
export const ownerRows: OpeningException[] = [
  row({ id: 1, first_day: '2027-02-05', last_day: '2027-02-09', reason: 'Salon des métiers d’art' }),
  row({ id: 2, first_day: '2026-12-24', last_day: '2026-12-24', open: true, opens: '10:00', closes: '13:00' }),
  row({ id: 3, first_day: '2026-12-28', last_day: '2026-12-28', open: true }),
  row({ id: 4, holiday: 'ascension', open: true }),
  // A closure and an opening of the same day: the closure wins.
  row({ id: 5, first_day: '2027-03-02', last_day: '2027-03-02', open: true }),
  row({ id: 6, first_day: '2027-03-02', last_day: '2027-03-02', reason: 'Inventaire' }),
  // Two openings of one day with other hours: the row added last wins.
  row({ id: 7, first_day: '2027-03-13', last_day: '2027-03-13', open: true, opens: '09:00', closes: '12:00' }),
  row({ id: 8, first_day: '2027-03-13', last_day: '2027-03-13', open: true, opens: '14:00', closes: '17:30' }),
  // The owner opens a summer Saturday.
  row({ id: 9, first_day: '2027-08-07', last_day: '2027-08-07', open: true }),
]

const fullDay = [{ opens: '10:00', closes: '18:45' }]

/** The hours the calendar's tests are built on, whatever the shop's are: Tuesday to Saturday, 10:00
 *  to 18:45, closed 1 to 25 August (Sunday first, as Date#getDay). */
export const fixtureHours: WeeklyHours = {
  week: [[], [], fullDay, fullDay, fullDay, fullDay, fullDay],
  summer: { from: { month: 8, day: 1 }, to: { month: 8, day: 25 } },
}

/** Another week: Monday afternoons, Tuesday in two ranges, Wednesday closed; closed 8 to 28 July. */
export const pausedHours: WeeklyHours = {
  week: [
    [],
    [{ opens: '14:00', closes: '18:00' }],
    [
      { opens: '10:00', closes: '12:30' },
      { opens: '14:00', closes: '19:00' },
    ],
    [],
    fullDay,
    fullDay,
    fullDay,
  ],
  summer: { from: { month: 7, day: 8 }, to: { month: 7, day: 28 } },
}
