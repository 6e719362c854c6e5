// The one toast the contact form needs before its sending code has loaded. In a module of its own:
// the form's first load does not carry the other toasts' texts (contactToasts.ts, loaded with sending).
export const sendErrorToast = { title: 'Erreur', description: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer." } as const
