// « Réalisations » (/realisations): the workshop's finished pieces, photographed and published by
// the owner from the back office (features/atelier). Until one is published the page says so, is
// kept out of search engines and of the sitemap, and nothing links to it.
// What the route table reads (lib/routes.ts, in every page's code), apart from the page's own words.
export const showcaseRoute = {
  path: '/realisations',
  metaTitle: 'Nos réalisations',
  metaDescription: 'Bijoux créés, réparés ou restaurés à l’atelier de la rue Jean Bologne, Paris 16ᵉ.',
} as const

export const showcasePage = {
  hero: {
    eyebrow: 'L’atelier',
    title: 'Nos réalisations',
    intro: 'Quelques pièces terminées à l’atelier, photographiées avant d’être rendues à leurs propriétaires.',
  },
  empty: 'Aucune réalisation n’est encore publiée. Pour voir des pièces de l’atelier, venez nous rendre visite ou écrivez-nous.',
  emptyAction: { label: 'Nous écrire', href: '/contact' },
  open: (caption: string) => `Agrandir la photo : ${caption}`,
} as const

/** A service page's own pieces (pages/services/@slug, pages/horlogerie/@slug), shown only when it has some. */
export const servicePiecesSection = {
  id: 'realisations',
  title: 'Pièces terminées à l’atelier',
  intro: 'Quelques travaux de ce service, photographiés avant d’être rendus à leurs propriétaires.',
  all: { label: 'Voir toutes nos réalisations', href: showcaseRoute.path, variant: 'secondary' },
} as const

/** The lightbox's own words (yet-another-react-lightbox's labels), in French. */
export const lightboxLabels = {
  Previous: 'Photo précédente',
  Next: 'Photo suivante',
  Close: 'Fermer',
  Slide: 'photo',
  Carousel: 'carrousel',
  Lightbox: 'Réalisations en grand',
  'Photo gallery': 'Photos des réalisations',
  '{index} of {total}': '{index} sur {total}',
} as const
