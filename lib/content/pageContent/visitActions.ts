// The page the links of the visit e-mails open (features/visit-actions): reached only from an
// e-mail, never from a menu or a search engine.
export const visitActionsPage = {
  path: '/suivi-demande',
  metaTitle: 'Suivi de la demande',
  metaDescription: 'Confirmer, proposer ou annuler une visite à l’atelier, depuis le lien d’un e-mail.',
  title: 'Suivi de la demande',
} as const
