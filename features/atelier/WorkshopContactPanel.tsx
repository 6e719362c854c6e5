import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { frenchPhone } from '../../lib/workshopContact'
import { isEmailAddress, typedEmail } from '../../lib/emailAddress'
import { notify } from '../../lib/toast/notify'
import { ConfirmDialog } from './ConfirmDialog'
import { FormField, fieldAria } from './FormField'
import { QueryState } from './QueryState'
import { failedText, notMemberText, signedOutText } from './texts/requests'
import { workshopContactTexts as texts } from './texts/workshopContact'
import { saveContact, savedContact, type ContactInput } from './workshopContact'

// « Fiche de l'atelier »: the phone, e-mail and WhatsApp every page says, checked here as the
// database checks them (lib/workshopContact.ts), then saved after a confirmation that names them.
// The review figure is « Avis »'s: a link goes there rather than a second form.
export function WorkshopContactPanel({ onOpenReviews }: { onOpenReviews: () => void }) {
  const saved = useQuery({ queryKey: ['workshop-contact'], queryFn: savedContact, refetchOnWindowFocus: false })
  return (
    <section aria-labelledby="contact-heading" className="mt-6">
      <h2 id="contact-heading" className="heading-3">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
      <QueryState query={saved} texts={texts}>
        {(values) => <ContactForm saved={values} />}
      </QueryState>
      <p className="mt-4 text-sm text-stone-600">
        {texts.reviewsNote}{' '}
        <button type="button" className="focus-ring rounded-sm font-medium text-ink underline underline-offset-2" onClick={onOpenReviews}>
          {texts.reviewsLink}
        </button>
      </p>
    </section>
  )
}

const checks: Record<keyof ContactInput, (value: string) => boolean> = {
  phone: (value) => frenchPhone(value) !== null,
  email: (value) => isEmailAddress(typedEmail(value)),
  whatsapp: (value) => value.trim() === '' || frenchPhone(value) !== null,
}

/** The values as they will be saved and shown: the numbers in pairs, the address trimmed. */
const shown = (values: ContactInput) => ({
  phone: frenchPhone(values.phone) ?? values.phone,
  email: typedEmail(values.email),
  whatsapp: values.whatsapp.trim() ? (frenchPhone(values.whatsapp) ?? values.whatsapp) : null,
})

function ContactForm({ saved }: { saved: ContactInput }) {
  const form = useForm<ContactInput>({ defaultValues: saved })
  const { errors } = form.formState
  const [confirming, setConfirming] = useState<ContactInput | null>(null)
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: saveContact,
    onSuccess: (answer) => {
      if (answer.outcome === 'done') {
        // The fields as the site now writes them (« 01 45 20 64 12 »), whatever the spacing typed.
        const sent = shown(form.getValues())
        form.reset({ ...sent, whatsapp: sent.whatsapp ?? '' })
        return notify({ title: texts.saved, variant: 'success' })
      }
      if (answer.reason === 'invalid') {
        for (const problem of answer.problems) form.setError(problem as keyof ContactInput, { message: texts.problems[problem] ?? texts.refused })
        return notify({ title: texts.refused, variant: 'error' })
      }
      notify({ title: answer.reason === 'not_member' ? notMemberText : signedOutText, variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: () => Promise.all(['workshop-contact', 'journal', 'site-publication'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
  const field = (name: keyof ContactInput, label: string, type: 'tel' | 'email', hint?: string) => {
    const id = `workshop-${name}`
    const error = errors[name]?.message
    return (
      <FormField id={id} label={label} hint={hint} error={error}>
        <input
          type={type}
          autoComplete="off"
          className={`${inputClass} mt-2`}
          {...fieldAria(id, hint, error)}
          {...form.register(name, { validate: (value) => checks[name](value) || texts.problems[name]! })}
        />
      </FormField>
    )
  }
  return (
    <form
      noValidate
      className="mt-4 grid gap-4 rounded-2xl border border-ink/15 bg-white p-4 sm:p-6"
      onSubmit={(event) => void form.handleSubmit(setConfirming)(event)}
    >
      {field('phone', texts.phone, 'tel', texts.phoneHint)}
      {field('email', texts.email, 'email', texts.emailHint)}
      {field('whatsapp', texts.whatsapp, 'tel', texts.whatsappHint)}
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={texts.confirmTitle}
        description={confirming ? texts.confirmBody(shown(confirming).phone, shown(confirming).email, shown(confirming).whatsapp) : ''}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        busy={save.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) save.mutate(confirming)
          setConfirming(null)
        }}
      />
    </form>
  )
}
