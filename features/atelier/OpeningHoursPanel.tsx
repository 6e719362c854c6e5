import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { inputClass } from '../../components/ui/inputClass'
import { notify } from '../../lib/toast/notify'
import { ConfirmDialog } from './ConfirmDialog'
import { dayProblem, summerProblem, weekClosed, type DayInput, type DayMode, type SummerInput } from './hoursRules'
import { saveHours, savedHours, type HoursInput } from './openingHours'
import { QueryState } from './QueryState'
import { failedText, notMemberText, signedOutText } from './texts/requests'
import { openingHoursTexts as texts } from './texts/openingHours'

// « Fiche de l'atelier »: each day closed, or open with or without a pause, and the summer closure;
// checked here as the database checks them (a problem shows under its day, nothing typed is lost),
// then saved as a whole after a confirmation.
export function OpeningHoursPanel() {
  const hours = useQuery({ queryKey: ['opening-hours'], queryFn: savedHours, refetchOnWindowFocus: false })
  return (
    <section aria-labelledby="hours-heading" className="mt-6">
      <h2 id="hours-heading" className="heading-3">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
      <QueryState query={hours} texts={texts}>
        {(saved) => <HoursForm saved={saved} />}
      </QueryState>
    </section>
  )
}

const timeFields = [
  ['opens', texts.opens],
  ['closes', texts.closes],
  ['opensAgain', texts.opensAgain],
  ['closesAgain', texts.closesAgain],
] as const

function HoursForm({ saved }: { saved: HoursInput }) {
  const [days, setDays] = useState(saved.days)
  const [summer, setSummer] = useState(saved.summer)
  const [checked, setChecked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: saveHours,
    onSuccess: (answer) => {
      if (answer.outcome === 'done') return notify({ title: texts.saved, variant: 'success' })
      const words = answer.reason === 'not_member' ? notMemberText : answer.reason === 'not_signed_in' ? signedOutText : texts.refused
      notify({ title: words, variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['opening-hours', 'journal'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const problems = days.map(dayProblem)
  const closedWeek = weekClosed(days)
  const summerWrong = summerProblem(summer)
  const change = (weekday: number, fields: Partial<DayInput>) => setDays((all) => all.map((day) => (day.weekday === weekday ? { ...day, ...fields } : day)))
  const changeSummer = (fields: Partial<SummerInput>) => setSummer((current) => ({ ...current, ...fields }))
  const submit = () => {
    setChecked(true)
    if (problems.some(Boolean) || closedWeek || summerWrong) notify({ title: texts.fixFirst, variant: 'error' })
    else setConfirming(true)
  }
  const monthDay = (which: string, day: number, month: number, set: (day: number, month: number) => void) => (
    <span className="flex gap-2">
      <select aria-label={texts.dayLabel(which)} className={inputClass} value={day} onChange={(e) => set(Number(e.target.value), month)}>
        {Array.from({ length: 31 }, (_, i) => (
          <option key={i} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </select>
      <select aria-label={texts.monthLabel(which)} className={inputClass} value={month} onChange={(e) => set(day, Number(e.target.value))}>
        {texts.months.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
    </span>
  )
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {days.map((day, index) => {
        const name = texts.days[day.weekday - 1]!
        const problem = checked ? problems[index] : null
        const errorId = `hours-${day.weekday}-error`
        return (
          <fieldset key={day.weekday} className="rounded-xl border border-ink/15 bg-white p-4" aria-describedby={problem ? errorId : undefined}>
            <legend className="px-1 font-medium text-ink">{texts.modeLabel(name)}</legend>
            <select
              aria-label={texts.modeLabel(name)}
              className={inputClass}
              value={day.mode}
              onChange={(e) => change(day.weekday, { mode: e.target.value as DayMode })}
            >
              {(['closed', 'one', 'two'] as const).map((mode) => (
                <option key={mode} value={mode}>
                  {texts.modes[mode]}
                </option>
              ))}
            </select>
            {day.mode !== 'closed' && (
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {timeFields.slice(0, day.mode === 'two' ? 4 : 2).map(([field, label]) => (
                  <label key={field} className="text-sm text-ink">
                    {label}
                    <input
                      type="time"
                      step={60}
                      className={`${inputClass} mt-1`}
                      value={day[field]}
                      aria-invalid={problem ? true : undefined}
                      onChange={(e) => change(day.weekday, { [field]: e.target.value })}
                    />
                  </label>
                ))}
              </div>
            )}
            {problem && (
              <p id={errorId} role="alert" className="mt-2 text-sm text-rouge">
                {texts.dayProblems[problem]}
              </p>
            )}
          </fieldset>
        )
      })}
      {checked && closedWeek && (
        <p role="alert" className="text-sm text-rouge">
          {texts.weekClosed}
        </p>
      )}
      <fieldset className="rounded-xl border border-ink/15 bg-white p-4">
        <legend className="px-1 font-medium text-ink">{texts.summerLegend}</legend>
        <label className="flex items-center gap-2 text-ink">
          <input type="checkbox" checked={summer.closes} onChange={(e) => changeSummer({ closes: e.target.checked })} />
          {texts.summerCloses}
        </label>
        {summer.closes && (
          <div className="mt-3 flex flex-wrap gap-4 text-sm text-ink">
            {monthDay(texts.from, summer.fromDay, summer.fromMonth, (fromDay, fromMonth) => changeSummer({ fromDay, fromMonth }))}
            {monthDay(texts.to, summer.toDay, summer.toMonth, (toDay, toMonth) => changeSummer({ toDay, toMonth }))}
          </div>
        )}
        {checked && summerWrong && (
          <p role="alert" className="mt-2 text-sm text-rouge">
            {texts.summerProblems[summerWrong]}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {save.isPending ? texts.saving : texts.save}
      </button>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        description={texts.confirmBody}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        busy={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          save.mutate({ days, summer })
        }}
      />
    </form>
  )
}
