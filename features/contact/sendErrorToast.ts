// The one toast the contact form needs before its sending code has loaded. In a module of its own:
// the form's first load does not carry the other toasts' texts (contactToasts.ts, loaded with sending).
// Its texts are constants in features/contact/texts/formTexts.ts, inlined by the build: only these two travel.
import { sendErrorDescription, sendErrorTitle } from './texts/formTexts'

export const sendErrorToast = { title: sendErrorTitle, description: sendErrorDescription } as const
