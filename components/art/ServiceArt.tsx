/** Line-art illustrations in public/art/, one per kind of work. */
export type ArtName = 'ring' | 'watch' | 'gem' | 'clock' | 'pearls' | 'engraving' | 'gold' | 'tools' | 'hourglass'

/** Illustration shown for each service slug; slugs not listed fall back to the gem. */
export const serviceArt: Readonly<Record<string, ArtName>> = {
  'creation-sur-mesure': 'ring',
  'transformation-bijoux': 'ring',
  'sertissage-pierres': 'gem',
  'gravure-personnalisee': 'engraving',
  'conseil-personnalise': 'gem',
  'expertise-gemmologique': 'gem',
  'achat-or': 'gold',
  'enfilage-perles': 'pearls',
  'reparation-bijoux': 'tools',
  'remise-a-taille': 'ring',
  'entretien-polissage': 'tools',
  'reparation-montres': 'watch',
  'restauration-ancienne': 'hourglass',
  'entretien-pendules': 'clock',
  'remplacement-piles': 'watch',
}

export const artFor = (slug: string) => `/art/${serviceArt[slug] ?? 'gem'}.svg`

/** Decorative illustration for a service page (the heading beside it carries the meaning). */
export function ServiceArt({ slug }: { slug: string }) {
  // Decorative and shown from the lg breakpoint only: lazy, so phones never fetch it.
  return <img src={artFor(slug)} alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />
}
