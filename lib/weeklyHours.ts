// The workshop's standing hours as the site reads them: the week (each day closed, or one or two
// ranges) and the yearly summer closure. Their one home is the database (public.weekly_hours and
// public.summer_closure, changed from the back office's « Fiche de l'atelier »); the build reads
// them (features/opening-hours/calendarAsBuilt.ts) and the pages again after hydration. The hours
// below are what the database was seeded with, for a build that cannot read it.

/** 'HH:MM', Paris time. */
export interface TimeRange {
  opens: string
  closes: string
}

interface MonthDay {
  month: number
  day: number
}

export interface WeeklyHours {
  /** By day of the week, Sunday first (as Date#getDay): the day's ranges in order, none when closed. */
  week: readonly (readonly TimeRange[])[]
  /** Closed every year from `from` to `to`, both included; null when the workshop does not close. */
  summer: { from: MonthDay; to: MonthDay } | null
}

const usualDay: readonly TimeRange[] = [{ opens: '10:00', closes: '18:45' }]

/** Tuesday to Saturday, 10:00 to 18:45; closed 1 to 25 August (migrations/20261210000300_weekly_hours.sql). */
export const seededWeeklyHours: WeeklyHours = {
  week: [[], [], usualDay, usualDay, usualDay, usualDay, usualDay],
  summer: { from: { month: 8, day: 1 }, to: { month: 8, day: 25 } },
}
