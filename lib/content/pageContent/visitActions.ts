// The page the links of the visit e-mails open (features/request-tracking/visit-actions): reached only from an
// e-mail, never from a menu or a search engine.
export const visitActionsPage = {
  path: '/suivi-demande',
  metaTitle: 'Suivi de la demande',
  metaDescription: 'Confirmer, proposer ou annuler une visite à l’atelier, depuis le lien d’un e-mail.',
  title: 'Suivi de la demande',
  /** Under the heading, in the HTML: what the page does before its answer comes. */
  introduction:
    'Cette page fait suite au lien d’un e-mail de l’atelier Maison Bologne. Elle indique ce que le lien propose, puis ne l’applique qu’une fois le bouton pressé : ouvrir le lien ne change rien à votre demande ni au rendez-vous.',
} as const
