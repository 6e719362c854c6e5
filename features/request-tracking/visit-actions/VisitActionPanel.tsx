import { useEffect, useId, useRef, useState } from 'react'
import { alreadySettled, choosableSlots, isWorkshopLink, outcome, summary } from './actionView'
import * as texts from './texts'
import { describeAction, performAction, type Described } from './visitActionApi'

const OTHER = 'other'

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; lines: string[]; toAtelier?: boolean }
  | { kind: 'ready'; described: Described; working: boolean; lines?: string[]; settled: boolean }

// The link's token is after '#' (never sent to a server): read once the page runs. The prerendered
// shell says the page is opening; nothing acts before the button is pressed.
export function VisitActionPanel() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [slot, setSlot] = useState('')
  const [otherDay, setOtherDay] = useState('')
  const [otherTime, setOtherTime] = useState('')
  const token = useRef('')
  const resultRef = useRef<HTMLDivElement>(null)
  const selectId = useId()

  useEffect(() => {
    token.current = decodeURIComponent(window.location.hash.slice(1))
    if (!token.current) {
      setState({ kind: 'refused', lines: [texts.refusals.malformed!] })
      return
    }
    void describeAction(token.current).then((answer) =>
      setState(
        answer.ok
          ? { kind: 'ready', described: answer.value, working: false, settled: alreadySettled(answer.value) }
          : {
              kind: 'refused',
              lines: [answer.reason === 'network' ? texts.failedText : (texts.refusals[answer.reason] ?? texts.unknownRefusal)],
              // The workshop's link expired: its back office acts on the request without one.
              toAtelier: answer.reason === 'expired' && isWorkshopLink(token.current),
            },
      ),
    )
  }, [])

  useEffect(() => {
    if (state.kind === 'ready' && state.lines) resultRef.current?.focus()
  }, [state])

  if (state.kind !== 'ready')
    return (
      <>
        <p role="status" className="mt-6 text-lg text-stone-600">
          {state.kind === 'loading' ? texts.loadingText : state.lines.join(' ')}
        </p>
        {state.kind === 'refused' && state.toAtelier && (
          <p className="mt-4 text-stone-700">
            {texts.expiredWorkshopText}{' '}
            <a href="/atelier" className="focus-ring rounded-sm font-semibold underline">
              {texts.atelierLinkText}
            </a>
          </p>
        )}
      </>
    )

  const { described, working, settled } = state
  const slots = choosableSlots(described)
  // Proposing can always name another slot of the calendar; confirming needs a free one of the day.
  const noChoice = slots !== null && slots.length === 0 && described.action !== 'propose'
  // Proposing may name any slot of the calendar: the database refuses one off it, and the page says why.
  const other = described.action === 'propose' && slot === OTHER
  const chosen = other ? { day: otherDay, time: otherTime } : slot ? { day: slot.slice(0, 10), time: slot.slice(11, 16) } : undefined
  const act = async () => {
    setState({ ...state, working: true })
    const answer = await performAction(token.current, described.action, chosen)
    setState({
      ...state,
      working: false,
      settled: answer.ok && answer.value.outcome !== 'refused',
      lines: answer.ok
        ? outcome(described, answer.value)
        : [answer.reason === 'network' ? texts.failedText : (texts.refusals[answer.reason] ?? texts.unknownRefusal)],
    })
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="mt-8 max-w-2xl">
      <h2 id={`${selectId}-heading`} className="heading-3">
        {texts.headings[described.action]}
      </h2>
      {summary(described).map((line) => (
        <p key={line} className="mt-3 text-stone-700">
          {line}
        </p>
      ))}
      {settled && !state.lines ? (
        <p role="status" className="mt-6 font-semibold">
          {texts.alreadyDone}
        </p>
      ) : (
        !settled && (
          <form
            className="mt-6 space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              void act()
            }}
          >
            <p className="text-stone-700">{texts.effects[described.action](described.name)}</p>
            {noChoice && <p>{texts.noSlotText}</p>}
            {slots && !noChoice && (
              <div>
                <label htmlFor={selectId} className="block font-semibold">
                  {texts.slotLabel}
                </label>
                <select
                  id={selectId}
                  required
                  value={slot}
                  onChange={(event) => setSlot(event.target.value)}
                  className="mt-2 w-full border border-ink/30 bg-white p-2"
                >
                  <option value="">{texts.slotPlaceholder}</option>
                  {slots.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                  {described.action === 'propose' && <option value={OTHER}>{texts.otherSlotOption}</option>}
                </select>
              </div>
            )}
            {other && (
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${selectId}-day`} className="block font-semibold">
                    {texts.otherDayLabel}
                  </label>
                  <input
                    id={`${selectId}-day`}
                    type="date"
                    required
                    value={otherDay}
                    onChange={(event) => setOtherDay(event.target.value)}
                    className="mt-2 w-full border border-ink/30 bg-white p-2"
                  />
                </div>
                <div>
                  <label htmlFor={`${selectId}-time`} className="block font-semibold">
                    {texts.otherTimeLabel}
                  </label>
                  <input
                    id={`${selectId}-time`}
                    type="time"
                    step={1800}
                    required
                    value={otherTime}
                    onChange={(event) => setOtherTime(event.target.value)}
                    className="mt-2 w-full border border-ink/30 bg-white p-2"
                  />
                </div>
              </div>
            )}
            <button type="submit" className="btn-primary" disabled={working || noChoice} aria-busy={working}>
              {working ? texts.workingText : texts.buttons[described.action]}
            </button>
          </form>
        )
      )}
      <div ref={resultRef} tabIndex={-1} role="status" className="mt-6 outline-none focus-visible:ring-2">
        {state.lines?.map((line) => (
          <p key={line} className="mt-2 font-semibold">
            {line}
          </p>
        ))}
      </div>
    </section>
  )
}
