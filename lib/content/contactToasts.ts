// The toasts of the contact flow (lib/contact/contactToasts.ts, loaded with the sending code; the
// rate limit's are in contactLimit.ts, and the error the form can show before that code has loaded
// in contactForm.ts). Plain constants: the build inlines them where they are used (vite.config.ts,
// inlineConst), so they cost no byte; the functions travel with the sending code only.

export const sentTitle = 'Message envoyé'
export const sentDescription = 'Nous vous répondrons dans les plus brefs délais.'

/** Offline: the message waits on this device. */
export const queuedTitle = 'Message enregistré sur cet appareil'
export const queuedDescription = 'Vous semblez hors ligne : votre message sera envoyé automatiquement dès le retour de la connexion.'

/** The server did not answer: the message waits on this device. */
export const queuedServerDownTitle = 'Message gardé sur cet appareil'
export const queuedServerDownDescription =
  'Notre serveur ne répond pas pour le moment : votre message partira automatiquement dès que possible, sans rien à refaire.'

/** The title of every toast about a message that did not leave. */
export const notSentTitle = 'Message non envoyé'
/** The server refused a field the form shows. */
export const refusedDescription =
  "Notre serveur n'a pas accepté une partie du message. Le champ à corriger est indiqué dans le formulaire, qui a gardé votre texte."
/** The server refused the message without saying which field; `phone` is the workshop's, as displayed. */
export const refusedUnexplainedDescription = (phone: string) =>
  `Notre serveur n'a pas accepté ce message. Le formulaire a gardé votre texte ; vous pouvez aussi nous appeler au ${phone}.`
/** Offline, and this device could not keep the message. */
export const notKeptDescription =
  "Vous semblez hors ligne, et cet appareil n'a pas pu garder votre message. Il reste dans le formulaire : envoyez-le dès le retour de la connexion."

// Messages kept on this device that have now left.
export const deliveredLaterTitle = (count: number) => (count > 1 ? `${count} messages envoyés` : 'Message envoyé')
export const deliveredLaterDescription = (count: number) =>
  count > 1 ? 'Vos messages gardés sur cet appareil nous sont bien parvenus.' : 'Votre message gardé sur cet appareil nous est bien parvenu.'
