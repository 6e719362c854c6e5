import { useEffect, useState } from 'react'
import { createOpeningCalendar, isoDay, parseIsoDay, type OpeningException } from './calendar'
import { liveExceptions } from './liveExceptions'
import { parisParts } from './parisTime'
import { upcomingClosuresTitle } from './texts'
import { upcomingClosures } from './upcomingClosures'

export interface CalendarAsBuilt {
  /** The owner's rows read by the build. */
  exceptions: OpeningException[]
  /** The build's day in Paris, 'YYYY-MM-DD'. */
  builtOn: string
}

// Drawn first as the build saw it (the prerendered HTML, and hydration, which must match it), then
// for today with the owner's rows as the database has them now.
export function UpcomingClosures({ exceptions, builtOn }: CalendarAsBuilt) {
  const [today, setToday] = useState(builtOn)
  const [rows, setRows] = useState(exceptions)
  useEffect(() => {
    let cancelled = false
    void liveExceptions().then((live) => {
      if (cancelled) return
      setToday(isoDay(parisParts(new Date())))
      if (live) setRows(live)
    })
    return () => {
      cancelled = true
    }
  }, [])
  const items = upcomingClosures(createOpeningCalendar(rows), parseIsoDay(today))
  if (items.length === 0) return null
  return (
    <div className="text-sm text-stone-600" data-upcoming-closures>
      <p className="font-medium text-ink">{upcomingClosuresTitle}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
