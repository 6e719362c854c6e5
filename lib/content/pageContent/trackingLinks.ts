// « Suivre ma demande » (features/request-tracking/TrackingLinksForm.tsx): a visitor gives their
// e-mail address and receives the tracking links of their open requests. Reached from the footer.
export const trackingLinksPage = {
  path: '/suivre-ma-demande',
  metaTitle: 'Suivre ma demande',
  metaDescription:
    'Recevez par e-mail le lien de suivi de chacune de vos demandes en cours à l’atelier Maison Bologne : indiquez l’adresse e-mail avec laquelle vous les avez envoyées.',
  title: 'Suivre ma demande',
  /** Under the heading, in the HTML. */
  introduction:
    'Indiquez l’adresse e-mail avec laquelle vous avez écrit à l’atelier : nous vous envoyons le lien de suivi de chacune de vos demandes en cours.',
  emailLabel: 'Votre adresse e-mail',
  submit: 'Recevoir mes liens de suivi',
  sending: 'Envoi…',
  /** The same words whether the address is known or not. */
  answer: (address: string) =>
    `Si des demandes en cours sont liées à l’adresse ${address}, vous allez recevoir un e-mail avec leurs liens de suivi dans quelques minutes. Pensez à regarder dans vos courriers indésirables.`,
  again: 'Demander pour une autre adresse',
  emailMissing: 'Veuillez indiquer votre adresse e-mail.',
  emailInvalid: 'Cette adresse e-mail ne semble pas valide (exemple : prenom.nom@exemple.fr).',
  throttled: 'Trop de demandes depuis cette connexion. Réessayez dans un quart d’heure.',
  network: (phone: string) => `La demande n’a pas pu partir : vérifiez votre connexion, puis réessayez. Vous pouvez aussi appeler l’atelier au ${phone}.`,
} as const
