// Every toast of the contact flow, in one place.
export const contactToasts = {
  sent: { title: 'Message envoyé', description: 'Nous vous répondrons dans les plus brefs délais.' },
  error: { title: 'Erreur', description: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer." },
  queued: {
    title: 'Message enregistré sur cet appareil',
    description: 'Vous semblez hors ligne : votre message sera envoyé automatiquement dès le retour de la connexion.',
  },
  notKept: {
    title: 'Message non envoyé',
    description:
      "Vous semblez hors ligne, et cet appareil n'a pas pu garder votre message. Il reste dans le formulaire : envoyez-le dès le retour de la connexion.",
  },
  deliveredLater: (count: number) => ({
    title: count > 1 ? `${count} messages envoyés` : 'Message envoyé',
    description: count > 1 ? 'Vos messages enregistrés hors ligne nous sont bien parvenus.' : 'Votre message enregistré hors ligne nous est bien parvenu.',
  }),
} as const
