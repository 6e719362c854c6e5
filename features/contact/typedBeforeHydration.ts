import type { ContactFormValues } from './message'

/** What the visitor did in the prerendered form before its code arrived. */
export interface TypedBeforeHydration {
  values: Partial<ContactFormValues>
  photo: File | null
}

/**
 * Reads the fields the visitor changed in the server's HTML. Hydration leaves the DOM as the visitor
 * left it, while React's state still holds the prerendered values: the next render would write those
 * back over the visitor's text. A field counts as changed when its value differs from the one the
 * HTML declared (`defaultValue`, `defaultChecked`, `defaultSelected`), so a field left alone keeps
 * whatever the page decides for it (the link's service, for one). The form's fields are named after
 * ContactFormValues' keys and offer only its values.
 */
export function typedBeforeHydration(form: HTMLFormElement): TypedBeforeHydration {
  const values: Record<string, string> = {}
  let photo: File | null = null
  for (const field of form.elements) {
    // The trap for robots (ContactForm's honeypot) is not the visitor's.
    if (field instanceof HTMLElement && field.dataset.honeypot !== undefined) continue
    if (field instanceof HTMLSelectElement) {
      const option = field.selectedOptions[0]
      if (option && !option.defaultSelected) values[field.name] = option.value
    } else if (field instanceof HTMLInputElement && field.type === 'file') photo = field.files?.[0] ?? null
    else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) values[field.name] = field.value
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue)
      values[field.name] = field.value
  }
  return { values: values as Partial<ContactFormValues>, photo }
}
