import { memo } from 'react'
import { HydrateWhenVisible } from '../../components/ui/HydrateWhenVisible'
import { prerenderedLazy } from '../../components/ui/prerenderedLazy'

// The visit picker is in the HTML; its code, the calendar and the availability load as it nears the viewport.
const VisitPicker = prerenderedLazy(async () => ({ default: (await import('./VisitPicker')).VisitPicker }))

interface VisitPartProps {
  day: string | undefined
  time: string | undefined
  onChange: (day: string, time: string) => void
}

/**
 * The visit request's place in the form. Not rendered again while its props stay (memo; the form
 * keeps `onChange` the same): the form renders again as it hydrates (adopting what was typed
 * before), and a boundary still waiting for its code that receives a new element is rendered anew
 * by React, its HTML replaced by the placeholder.
 */
export const VisitPart = memo(function VisitPart({ day, time, onChange }: VisitPartProps) {
  return (
    // What « Prendre rendez-vous » links to (/contact#rendez-vous): here rather than in the picker,
    // so that after a client-side navigation the router finds it, with the placeholder's height,
    // before the picker's code has come.
    <div id="rendez-vous" className="scroll-mt-28">
      {/* The picker's height at a phone's width and from md, for the placeholder a client-side navigation shows. */}
      <HydrateWhenVisible code={VisitPicker.load} placeholderClassName="h-84 md:h-55">
        <VisitPicker day={day} time={time} onChange={onChange} />
      </HydrateWhenVisible>
    </div>
  )
})
