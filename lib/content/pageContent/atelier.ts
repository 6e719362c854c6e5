// The back office's page (/atelier, features/atelier): the owner's and the staff's, never a
// visitor's; out of the sitemap and of search engines.
export const atelierPage = {
  path: '/atelier',
  metaTitle: 'Espace atelier',
  metaDescription: 'L’espace réservé à l’équipe de l’atelier : les demandes à traiter et le journal.',
  title: 'Espace atelier',
  /** Under the heading, in the HTML: what the page is, before its code runs. */
  introduction: 'Réservé à l’équipe de l’atelier. Connectez-vous avec le code reçu par e-mail.',
} as const
