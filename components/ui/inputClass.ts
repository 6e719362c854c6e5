// The look of the forms' text fields and selects (the contact form, the back office). A module of its own,
// a plain constant the build inlines: the visit picker, which loads later, uses it without splitting FormField into a chunk.
export const inputClass =
  'focus-ring w-full rounded-lg border border-ink/20 bg-white px-4 py-3 text-ink placeholder:text-stone-500 aria-[invalid=true]:border-rouge disabled:opacity-60'
