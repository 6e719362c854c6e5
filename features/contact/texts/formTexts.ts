// The contact form on /contact (features/contact/ContactForm.tsx, with its ServicePicker.tsx,
// MessageFields.tsx, FormField.tsx, HoneypotField.tsx and SendRow.tsx), in that page's first load. Plain constants: the build inlines them where
// they are used (vite.config.ts, inlineConst), so they cost the page no byte. The photo control's
// texts are in photoFieldTexts.ts, the service picker's choices in lib/content/contactChoices.ts
// and their descriptions in lib/content/pageContent/contact.ts.

// The service picker.
export const servicePickerTitle = 'Quel service vous intéresse ?'
export const servicePickerLabel = 'Service'

// The fields: the group's name for screen readers, then each field's label.
export const messageFieldsLegend = 'Votre message'
export const nameLabel = 'Nom complet'
export const emailLabel = 'Adresse e-mail'
export const phoneLabel = 'Téléphone'
export const subjectLabel = 'Objet'
export const preferredContactLabel = 'Comment préférez-vous être recontacté ?'
export const urgencyLabel = 'Urgence'
export const messageLabel = 'Votre message'
export const messageHint = 'Décrivez votre pièce et votre demande : matière, pierres, ce que vous souhaitez.'
/** After the label of a field the visitor may leave empty. */
export const optionalMark = '(facultatif)'

// The choices of 'Comment préférez-vous être recontacté ?'.
export const byEmailOption = 'E-mail'
export const byPhoneOption = 'Téléphone'
export const byWhatsAppOption = 'WhatsApp'

// The choices of 'Urgence'.
export const normalUrgencyOption = 'Normal (1-2 semaines)'
export const elevatedUrgencyOption = 'Pressé (3-5 jours)'
export const urgentOption = 'Urgent (24-48h)'

/** The label of the field only robots fill (out of sight, and hidden from screen readers). */
export const honeypotLabel = 'Site web'

// The send button, and what it says while the message leaves.
export const sendLabel = 'Envoyer le message'
export const sendingLabel = 'Envoi en cours…'

/** Under the button; followed by a link to the privacy policy (layout.ts's privacyPolicyLinkText), then ').'. */
export const privacyNotice = 'Vos informations servent uniquement à vous répondre ('

// The toast shown when sending fails before the sending code has loaded (features/contact/sendErrorToast.ts);
// every other toast of the contact flow is in contactToasts.ts.
export const sendErrorTitle = 'Erreur'
export const sendErrorDescription = 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer.'

/** Beside the button, when the code that checks or sends could not be fetched (the connection dropped before it came,
 * on a page no service worker serves, or a new version of the site replaced it): said in the form itself, since the
 * toasts' code cannot come either. */
export const sendCodeUnreachable =
  'Votre message n’est pas parti\u00a0: cette page n’a pas pu charger de quoi l’envoyer, la connexion est peut-être coupée. Tout ce que vous avez écrit reste ici\u202f; renvoyez-le dans un instant.'
