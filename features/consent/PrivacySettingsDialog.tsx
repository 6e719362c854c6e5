import { Dialog, DialogPanel, DialogTitle, Description, Field, Label, Switch } from '@headlessui/react'
import type { OptionalCategory } from './consent'
import { consentCategoryTexts } from './categoryTexts'
import { useConsentContext } from './ConsentProvider'
import { privacyDialogTexts } from './texts'
import { Icon } from '../../components/ui/Icon'

export default function PrivacySettingsDialog() {
  const { state, dispatch } = useConsentContext()
  const close = () => dispatch({ type: 'closeSettings' })
  return (
    <Dialog open={state.settingsOpen} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/60" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-ivory p-6 shadow-2xl sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="font-serif text-2xl text-ink">{privacyDialogTexts.title}</DialogTitle>
            <button
              type="button"
              onClick={close}
              className="focus-ring -mr-2 grid h-10 w-10 place-items-center rounded-full"
              aria-label={privacyDialogTexts.close}
            >
              <Icon name="x" className="h-5 w-5" />
            </button>
          </div>
          <Description className="mt-2 text-sm text-stone-600">{privacyDialogTexts.description}</Description>
          <ul className="mt-6 divide-y divide-ink/10">
            {consentCategoryTexts.map(({ category, label, description }) => {
              const locked = category === 'necessary'
              return (
                <li key={category} className="py-4">
                  <Field disabled={locked} className="flex items-start justify-between gap-4">
                    <span>
                      <Label className="font-medium text-ink">{label}</Label>
                      <Description className="text-sm text-stone-600">{description}</Description>
                    </span>
                    <Switch
                      checked={locked || state.draft[category]}
                      onChange={() => !locked && dispatch({ type: 'toggle', category: category as OptionalCategory })}
                      className="focus-ring group relative mt-1 inline-flex h-6 w-11 shrink-0 rounded-full bg-stone-500 transition-colors data-[checked]:bg-ink data-[disabled]:opacity-60"
                    >
                      <span className="pointer-events-none inline-block h-5 w-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5.5" />
                    </Switch>
                  </Field>
                </li>
              )
            })}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={() => dispatch({ type: 'rejectAll' })}>
              {privacyDialogTexts.rejectAll}
            </button>
            <button type="button" className="btn-secondary" onClick={() => dispatch({ type: 'acceptAll' })}>
              {privacyDialogTexts.acceptAll}
            </button>
            <button type="button" className="btn-primary" onClick={() => dispatch({ type: 'save' })}>
              {privacyDialogTexts.save}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
