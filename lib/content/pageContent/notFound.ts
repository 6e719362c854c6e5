export const notFound = {
  title: 'Page non trouvée',
  description: 'La page demandée n’existe pas ou a été déplacée. Retrouvez nos services de joaillerie et d’horlogerie depuis l’accueil.',
  // Two sentences: shorter, the cookie banner's notice outgrew it on a phone and became the page's
  // largest paint, at hydration's time (tests/e2e/consent.spec.ts).
  text: 'La page que vous cherchez n’existe pas ou a été déplacée. Retrouvez nos services de joaillerie et d’horlogerie depuis l’accueil.',
  homeLink: 'Retourner à l’accueil',
  error: {
    title: 'Une erreur est survenue',
    text: 'Cette page n’a pas pu s’afficher. Veuillez réessayer dans un instant ou revenir à l’accueil.',
  },
} as const
