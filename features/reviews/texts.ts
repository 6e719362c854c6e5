// The customer reviews on /contact (features/reviews/ReviewsWidget.tsx, loaded as it nears the viewport).
export const reviewsTexts = {
  average: 'Note moyenne',
  total: 'Avis',
  fiveStars: '5 étoiles',
  none: 'Aucun avis disponible pour le moment',
  /** How the reviews are collected and ordered (Code de la consommation, L. 111-7-2). */
  howCollected:
    'Avis recueillis par l’atelier auprès de ses clients et vérifiés, présentés à tour de rôle selon un score (longueur, note, ancienneté), non par date.',
  howCollectedLink: { label: 'Comment nous recueillons et classons les avis', href: '/mentions-legales#avis-clients' },
  /** Above the workshop's reply, under the review, as Google shows one. */
  reply: 'Réponse de l’atelier',
} as const

/** Beside the review figure, when the owner has set the links (features/reviews/withReviewProfile.ts). */
export const reviewProfileLinks = {
  profile: 'Voir notre fiche Google',
  leaveReview: 'Laisser un avis',
} as const
