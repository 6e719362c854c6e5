// Every toast of the contact flow but one: the error the form can show before its sending code has
// loaded lives in sendErrorToast.ts, so that the page's first load carries none of these texts.
import { contactLimitToasts } from '../content/contactLimit'
import { site } from '../site'

export const contactToasts = {
  sent: { title: 'Message envoyé', description: 'Nous vous répondrons dans les plus brefs délais.' },
  queued: {
    title: 'Message enregistré sur cet appareil',
    description: 'Vous semblez hors ligne : votre message sera envoyé automatiquement dès le retour de la connexion.',
  },
  queuedServerDown: {
    title: 'Message gardé sur cet appareil',
    description: 'Notre serveur ne répond pas pour le moment : votre message partira automatiquement dès que possible, sans rien à refaire.',
  },
  refused: {
    title: 'Message non envoyé',
    description: "Notre serveur n'a pas accepté une partie du message. Le champ à corriger est indiqué dans le formulaire, qui a gardé votre texte.",
  },
  refusedUnexplained: {
    title: 'Message non envoyé',
    description: `Notre serveur n'a pas accepté ce message. Le formulaire a gardé votre texte ; vous pouvez aussi nous appeler au ${site.phone.display}.`,
  },
  notKept: {
    title: 'Message non envoyé',
    description:
      "Vous semblez hors ligne, et cet appareil n'a pas pu garder votre message. Il reste dans le formulaire : envoyez-le dès le retour de la connexion.",
  },
  ...contactLimitToasts,
  deliveredLater: (count: number) => ({
    title: count > 1 ? `${count} messages envoyés` : 'Message envoyé',
    description: count > 1 ? 'Vos messages gardés sur cet appareil nous sont bien parvenus.' : 'Votre message gardé sur cet appareil nous est bien parvenu.',
  }),
} as const
