// The customer reviews on /contact (features/reviews/ReviewsWidget.tsx, loaded as it nears the viewport).
export const reviewsTexts = {
  average: 'Note moyenne',
  total: 'Avis',
  fiveStars: '5 étoiles',
  none: 'Aucun avis disponible pour le moment',
} as const
