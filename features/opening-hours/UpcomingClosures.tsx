import { useEffect, useState } from 'react'
import { createOpeningCalendar, isoDay, parseIsoDay, type CalendarData } from './calendar'
import { liveCalendarData } from './liveCalendarData'
import { parisParts } from './parisTime'
import { upcomingClosuresTitle } from './texts'
import { upcomingClosures } from './upcomingClosures'

export interface CalendarAsBuilt extends CalendarData {
  /** The build's day in Paris, 'YYYY-MM-DD'. */
  builtOn: string
}

// Drawn first as the build saw it (the prerendered HTML, and hydration, which must match it), then
// for today with the hours and the owner's rows as the database has them now.
export function UpcomingClosures({ hours, exceptions, builtOn }: CalendarAsBuilt) {
  const [today, setToday] = useState(builtOn)
  const [data, setData] = useState<CalendarData>({ hours, exceptions })
  useEffect(() => {
    let cancelled = false
    void liveCalendarData().then((live) => {
      if (cancelled) return
      setToday(isoDay(parisParts(new Date())))
      if (live) setData(live)
    })
    return () => {
      cancelled = true
    }
  }, [])
  const items = upcomingClosures(createOpeningCalendar(data.hours, data.exceptions), parseIsoDay(today))
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
