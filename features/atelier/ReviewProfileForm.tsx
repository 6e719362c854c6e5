import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { inputClass } from '../../components/ui/inputClass'
import { FormField, fieldAria } from './FormField'
import { isHttpsLinkOrEmpty, parseRatingValue, parseReviewCount } from './reviewRules'
import { reviewChanges, saveProfile, savedProfile, type ProfileInput } from './reviews'
import { reviewTexts as texts } from './texts/reviews'
import { useMemberChange } from './useMemberChange'

const fieldOf: Record<string, keyof ProfileInput> = {
  rating_value: 'ratingValue',
  rating_count: 'ratingCount',
  rating_source: 'ratingSource',
  profile_url: 'profileUrl',
  review_url: 'reviewUrl',
}

// The review figure the site shows and the links to the Google profile, https only: checked here,
// and again by the database, whose refusals show beside their fields.
export function ReviewProfileForm() {
  const saved = useQuery({ queryKey: ['review-profile'], queryFn: savedProfile, refetchOnWindowFocus: false })
  const form = useForm<ProfileInput>({ values: saved.data, resetOptions: { keepDirtyValues: true } })
  const { errors } = form.formState
  const save = useMemberChange(
    reviewChanges,
    (values: ProfileInput) => saveProfile(values, { value: parseRatingValue(values.ratingValue), count: parseReviewCount(values.ratingCount) }),
    texts.profileSaved,
    () => form.reset(form.getValues()),
    (problems) => {
      for (const problem of problems) form.setError(fieldOf[problem] ?? 'ratingValue', { message: texts.problems[problem] ?? texts.refused })
    },
  )
  const submit = form.handleSubmit((values) => save.mutate(values))
  const field = (name: keyof ProfileInput, id: string, label: string, problem: string, validate: (value: string) => boolean, hint?: string, type = 'text') => (
    <FormField id={id} label={label} hint={hint} error={errors[name]?.message} className={type === 'url' ? 'sm:col-span-3' : undefined}>
      <input
        type={type}
        inputMode={name === 'ratingValue' ? 'decimal' : name === 'ratingCount' ? 'numeric' : undefined}
        autoComplete="off"
        className={`${inputClass} mt-2`}
        {...fieldAria(id, hint, errors[name]?.message)}
        {...form.register(name, { validate: (value) => validate(value) || texts.problems[problem]! })}
      />
    </FormField>
  )
  return (
    <div className="rounded-2xl border border-ink/15 bg-white p-4 sm:p-6">
      <h3 className="font-serif text-xl font-semibold text-ink">{texts.profileHeading}</h3>
      <p className="mt-2 text-sm text-stone-600">{texts.profileHelp}</p>
      {saved.isError ? (
        <p role="alert" className="mt-4 text-rouge">
          {texts.failed}
        </p>
      ) : (
        <form noValidate className="mt-4 grid gap-4 sm:grid-cols-3" onSubmit={(event) => void submit(event)}>
          {field('ratingValue', 'profile-value', texts.ratingValue, 'rating_value', (value) => parseRatingValue(value) !== null)}
          {field('ratingCount', 'profile-count', texts.ratingCount, 'rating_count', (value) => parseReviewCount(value) !== null)}
          {field('ratingSource', 'profile-source', texts.ratingSource, 'rating_source', (value) => value.trim() !== '' && value.trim().length <= 40)}
          {field('profileUrl', 'profile-url', texts.profileUrl, 'profile_url', isHttpsLinkOrEmpty, texts.profileUrlHint, 'url')}
          {field('reviewUrl', 'profile-review-url', texts.reviewUrl, 'review_url', isHttpsLinkOrEmpty, texts.reviewUrlHint, 'url')}
          <div className="sm:col-span-3">
            <button type="submit" className="btn-primary" disabled={save.isPending || saved.isPending}>
              {save.isPending ? texts.savingProfile : texts.saveProfile}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
