import { site } from '../../../lib/site'

// The toasts of the contact flow (features/contact/contactToasts.ts, loaded with the sending code; the
// rate limit's below them, and the error the form can show before that code has loaded in
// formTexts.ts). Plain constants: the build inlines them where they are used (vite.config.ts,
// inlineConst), so they cost no byte; the functions travel with the sending code only.

export const sentTitle = 'Message envoyé'
export const sentDescription = 'Nous vous répondrons dans les plus brefs délais.'

/** Offline: the message waits on this device. */
export const queuedTitle = 'Message enregistré sur cet appareil'
export const queuedDescription = 'Vous semblez hors ligne : votre message sera envoyé automatiquement dès le retour de la connexion.'

/** The server did not answer: the message waits on this device. */
export const queuedServerDownTitle = 'Message gardé sur cet appareil'
export const queuedServerDownDescription =
  'Notre serveur ne répond pas pour le moment : votre message partira automatiquement dès que possible, sans rien à refaire.'

/** The title of every toast about a message that did not leave. */
export const notSentTitle = 'Message non envoyé'
/** The server refused a field the form shows. */
export const refusedDescription =
  'Notre serveur n’a pas accepté une partie du message. Le champ à corriger est indiqué dans le formulaire, qui a gardé votre texte.'
/** The server refused the message without saying which field; `phone` is the workshop's, as displayed. */
export const refusedUnexplainedDescription = (phone: string) =>
  `Notre serveur n’a pas accepté ce message. Le formulaire a gardé votre texte ; vous pouvez aussi nous appeler au ${phone}.`
/** Offline, and this device could not keep the message. */
export const notKeptDescription =
  'Vous semblez hors ligne, et cet appareil n’a pas pu garder votre message. Il reste dans le formulaire : envoyez-le dès le retour de la connexion.'

// Messages kept on this device that have now left.
export const deliveredLaterTitle = (count: number) => (count > 1 ? `${count} messages envoyés` : 'Message envoyé')
export const deliveredLaterDescription = (count: number) =>
  count > 1 ? 'Vos messages gardés sur cet appareil nous sont bien parvenus.' : 'Votre message gardé sur cet appareil nous est bien parvenu.'

// A message with a requested visit: what is true is that the request left (or waits on this
// device), and that the workshop confirms the slot by e-mail; nothing is booked until then.
// `when`: « samedi 5 décembre à 11 h », or the day alone for any time.
const visitRequest = (when: string, anyTime: boolean) => `votre demande de rendez-vous pour ${when}${anyTime ? ' (peu importe l’heure)' : ''}`
export const visitSentTitle = 'Demande de rendez-vous transmise'
export const visitSentDescription = (when: string, anyTime: boolean) =>
  `${capitalised(visitRequest(when, anyTime))} est transmise\u202f; l’atelier vous confirme le créneau par e-mail.`
export const visitQueuedDescription = (when: string, anyTime: boolean) =>
  `Vous semblez hors ligne\u00a0: ${visitRequest(when, anyTime)} est gardée sur cet appareil et partira automatiquement dès le retour de la connexion\u202f; l’atelier vous confirmera ensuite le créneau par e-mail.`
export const visitQueuedServerDownDescription = (when: string, anyTime: boolean) =>
  `Notre serveur ne répond pas pour le moment\u00a0: ${visitRequest(when, anyTime)} est gardée sur cet appareil et partira automatiquement dès que possible\u202f; l’atelier vous confirmera ensuite le créneau par e-mail.`
/** The slot was no longer offered when the message left (it waited, or the form was left open): it left without it. */
export const visitLeftOutDescription = (when: string) =>
  `Votre message est transmis, mais le créneau demandé (${when}) n’est plus proposé\u00a0: l’atelier vous proposera un autre moment.`
/** Likewise, for messages kept on this device that have now left. */
export const visitLeftOutLaterDescription =
  'Le créneau demandé n’était plus proposé quand votre message est parti\u00a0: l’atelier vous proposera un autre moment.'
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// What a visitor reads when the database's rate limit holds their message back (several messages
// already received from their connection or their e-mail address). Loaded with the sending code.

const urgent = `Pour toute urgence, appelez-nous au ${site.phone.display}.`

export const contactLimitToasts = {
  /** The message waits on this device and leaves by itself later; the form still shows it. */
  limitedKept: {
    title: 'Plusieurs messages déjà reçus',
    description: `Nous avons déjà reçu plusieurs messages de votre part et l’atelier vous répondra. Celui-ci est gardé sur cet appareil et partira de lui-même un peu plus tard. ${urgent}`,
  },
  /** This device could not keep it: the form keeps every field, to send again later. */
  limited: {
    title: 'Plusieurs messages déjà reçus',
    description: `Nous avons déjà reçu plusieurs messages de votre part et l’atelier vous répondra. Celui-ci n’est pas parti : il reste dans le formulaire, envoyez-le à nouveau un peu plus tard. ${urgent}`,
  },
  /** The whole site's ceiling: the message waits on this device and leaves once the site accepts it. */
  siteBusyKept: {
    title: 'Message gardé sur cet appareil',
    description: `Le site reçoit en ce moment plus de messages qu’il n’en accepte. Le vôtre est gardé sur cet appareil et partira de lui-même dès que le site l’acceptera, sans rien à refaire. ${urgent}`,
  },
  /** Likewise, and this device could not keep it: the form keeps every field. */
  siteBusy: {
    title: 'Message non envoyé',
    description: `Le site reçoit en ce moment plus de messages qu’il n’en accepte. Le vôtre n’est pas parti\u00a0: il reste dans le formulaire, envoyez-le à nouveau un peu plus tard. ${urgent}`,
  },
} as const
