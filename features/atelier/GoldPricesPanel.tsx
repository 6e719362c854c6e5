import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { frenchDayTime } from '../../lib/content/frenchDates'
import { notify } from '../../lib/toast/notify'
import { eurosWords, parseEuros } from './frenchEuros'
import { currentPriceList, savePriceList, type PriceItem, type SaveAnswer } from './goldPrices'
import { PriceChangesDialog } from './PriceChangesDialog'
import { goldTexts as texts, priceLabel } from './texts/goldPrices'
import { failedText, notMemberText, signedOutText } from './texts/requests'

type Figures = { euros: string[] }
type Changes = Extract<SaveAnswer, { outcome: 'needs_confirmation' }>

// « Prix de l'or »: the current list's figures, typed the French way and saved whole. The database
// asks to confirm big moves and dropped titles, and refuses a save based on a list replaced meanwhile:
// the figures typed stay until saved or until the owner takes the saved list back.
export function GoldPricesPanel() {
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: ['gold-prices'], queryFn: currentPriceList, refetchOnWindowFocus: false })
  const [changes, setChanges] = useState<Changes | null>(null)
  const [replacedAt, setReplacedAt] = useState<string | null>(null)
  const form = useForm<Figures>({
    values: list.data ? { euros: list.data.items.map((item) => eurosWords(item.euros)) } : undefined,
    resetOptions: { keepDirtyValues: true },
  })
  const items = list.data?.items ?? []
  const typed = (figures: Figures): PriceItem[] => items.map((item, index) => ({ ...item, euros: parseEuros(figures.euros[index] ?? '') ?? NaN }))
  const save = useMutation({
    mutationFn: ({ figures, confirmed, basedOn }: { figures: Figures; confirmed: boolean; basedOn: string | null }) =>
      savePriceList(typed(figures), confirmed, basedOn),
    onSuccess: async (answer) => {
      setChanges(null)
      if (answer.outcome === 'done') {
        setReplacedAt(null)
        notify({ title: texts.saved, variant: 'success' })
        await queryClient.invalidateQueries({ queryKey: ['gold-prices'] })
        form.reset({
          euros: (await queryClient.ensureQueryData({ queryKey: ['gold-prices'], queryFn: currentPriceList })).items.map((item) => eurosWords(item.euros)),
        })
      } else if (answer.outcome === 'needs_confirmation') setChanges(answer)
      else if (answer.reason === 'list_changed') setReplacedAt(answer.saved_at)
      else
        notify({ title: answer.reason === 'not_member' ? notMemberText : answer.reason === 'not_signed_in' ? signedOutText : texts.refused, variant: 'error' })
      void queryClient.invalidateQueries({ queryKey: ['journal'] })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
  })
  const basedOn = replacedAt ?? list.data?.savedAt ?? null
  const submit = form.handleSubmit((figures) => save.mutate({ figures, confirmed: false, basedOn }))
  const takeSavedList = async () => {
    setReplacedAt(null)
    const fresh = await queryClient.fetchQuery({ queryKey: ['gold-prices'], queryFn: currentPriceList, staleTime: 0 })
    form.reset({ euros: fresh.items.map((item) => eurosWords(item.euros)) })
  }
  const errors = form.formState.errors.euros
  if (list.isPending)
    return (
      <p role="status" className="mt-6 text-stone-600">
        {texts.loading}
      </p>
    )
  if (list.isError)
    return (
      <p role="alert" className="mt-6 text-rouge">
        {texts.failed}
      </p>
    )
  return (
    <section aria-labelledby="gold-heading" className="mt-6 max-w-2xl">
      <h2 id="gold-heading" className="heading-3">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
      {list.data.savedAt && <p className="mt-1 text-sm text-stone-600">{texts.savedAt(frenchDayTime(list.data.savedAt))}</p>}
      {items.length === 0 ? (
        <p className="mt-4 text-stone-600">{texts.empty}</p>
      ) : (
        <form noValidate className="mt-4 space-y-3" onSubmit={(event) => void submit(event)}>
          {items.map((item, index) => {
            const id = `price-${index}`
            const error = errors?.[index]
            return (
              <div key={priceLabel(item)} className="rounded-2xl border border-ink/15 bg-white p-4">
                <label htmlFor={id} className="block font-medium text-ink">
                  {priceLabel(item)} <span className="text-sm font-normal text-stone-600">({item.piece ? texts.perPiece : texts.perGram})</span>
                </label>
                <input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  className={`${inputClass} mt-2`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...form.register(`euros.${index}`, { validate: (value) => (parseEuros(value) !== null && parseEuros(value)! > 0) || texts.invalid })}
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rouge">
                    {error.message}
                  </p>
                )}
              </div>
            )
          })}
          {errors && <p className="text-rouge">{texts.fixFirst}</p>}
          {replacedAt && (
            <div role="alert" className="rounded-2xl border border-rouge/40 bg-white p-4">
              <p className="text-ink">{texts.changedMeanwhile}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button type="submit" className="btn-primary px-4 py-2" disabled={save.isPending}>
                  {texts.saveMine}
                </button>
                <button type="button" className="btn-secondary px-4 py-2" onClick={() => void takeSavedList()}>
                  {texts.reload}
                </button>
              </div>
            </div>
          )}
          {!replacedAt && (
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.save}
            </button>
          )}
        </form>
      )}
      <PriceChangesDialog
        changes={changes}
        onConfirm={() => save.mutate({ figures: form.getValues(), confirmed: true, basedOn })}
        onCancel={() => setChanges(null)}
      />
    </section>
  )
}
