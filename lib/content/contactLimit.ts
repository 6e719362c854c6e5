// What a visitor reads when the database's rate limit holds their message back (several messages
// already received from their connection or their e-mail address). Loaded with the sending code.
import { site } from '../site'

const urgent = `Pour toute urgence, appelez-nous au ${site.phone.display}.`

export const contactLimitToasts = {
  /** The message waits on this device and leaves by itself later; the form still shows it. */
  limitedKept: {
    title: 'Plusieurs messages déjà reçus',
    description: `Nous avons déjà reçu plusieurs messages de votre part et l'atelier vous répondra. Celui-ci est gardé sur cet appareil et partira de lui-même un peu plus tard. ${urgent}`,
  },
  /** This device could not keep it: the form keeps every field, to send again later. */
  limited: {
    title: 'Plusieurs messages déjà reçus',
    description: `Nous avons déjà reçu plusieurs messages de votre part et l'atelier vous répondra. Celui-ci n'est pas parti : il reste dans le formulaire, envoyez-le à nouveau un peu plus tard. ${urgent}`,
  },
} as const
