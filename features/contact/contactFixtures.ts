// Shared by the contact unit tests: what a visitor typed in the form, as the form hands it over.
import type { ContactFormValues } from './message'

export const formValues = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  name: 'Claire Martin',
  email: 'claire@example.fr',
  phone: '',
  preferredContact: 'email',
  subject: '',
  urgency: 'normal',
  message: 'Le fermoir de mon collier ne tient plus.',
  service: 'réparation',
  ...overrides,
})
