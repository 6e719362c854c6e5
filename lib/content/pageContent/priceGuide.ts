// /tarifs: the workshop's « à partir de » prices, per service. Its hero and head here; the lines are
// the owner's (the price_lines table, « Tarifs » in /atelier), put in sections by the build
// (features/price-guide). The legal wording follows the terms (pageContent/legal.ts, « Devis et
// commande », « Prix »): Code de la consommation L. 112-1, arrêté of 3 December 1987.
import type { ContentPage } from '../types.ts'

export const priceGuidePage: Omit<ContentPage, 'sections'> = {
  path: '/tarifs',
  metaTitle: 'Nos tarifs : prix « à partir de » TTC, Paris 16ᵉ',
  metaDescription:
    'Prix « à partir de » TTC de nos réparations, piles, mises à taille et créations à Paris 16ᵉ, et un devis écrit et gratuit avant tout travail sur votre pièce.',
  hero: {
    eyebrow: 'Tarifs',
    title: 'Nos tarifs',
    intro:
      'Les prix de départ de nos services, toutes taxes comprises. Chaque pièce est différente : le prix exact vous est donné par un devis écrit et gratuit, avant tout travail.',
    actions: [{ label: 'Demander un devis gratuit', href: '/contact', variant: 'primary' }],
    highlights: ['Prix TTC', 'Devis écrit et gratuit', 'Aucun travail sans votre accord'],
  },
}

/** How to read the prices, on /tarifs; the service pages give the first sentence and link here. */
export const priceGuideTerms = {
  id: 'lire-nos-prix',
  title: 'Comment lire ces prix',
  paragraphs: [
    'Nos prix sont indiqués en euros, toutes taxes comprises (TTC). Ce sont des prix « à partir de » : le prix exact dépend de la pièce, que nous examinons avec vous.',
    'Toute création, transformation ou réparation donne lieu à un devis écrit et gratuit, qui précise la nature des travaux, le prix et le délai indicatif : aucun travail au-delà de ces prix n’est entrepris sans votre accord, comme le disent nos conditions générales de vente.',
    'Ces prix sont affichés conformément à l’article L. 112-1 du Code de la consommation et à l’arrêté du 3 décembre 1987 relatif à l’information du consommateur sur les prix.',
  ],
}

/** /tarifs before the owner has published a price. */
export const priceGuidePending = {
  id: 'en-preparation',
  title: 'Nos tarifs sont en préparation',
  paragraphs: ['Nous préparons la liste de nos prix de départ. En attendant, demandez-nous un devis : il est écrit, gratuit et sans engagement.'],
}

/** The page's closing band. */
export const priceGuideContact = {
  id: 'devis',
  title: 'Un prix pour votre pièce',
  text: 'Décrivez-nous votre bijou ou votre montre, joignez une photo si vous le pouvez : nous vous répondons avec un devis écrit et gratuit.',
  actions: [{ label: 'Demander un devis gratuit', href: '/contact', variant: 'primary' as const }],
}

/** A service page's own lines. */
export const servicePriceSection = {
  id: 'tarifs',
  title: 'Nos tarifs',
  intro: 'Prix de départ, toutes taxes comprises : le prix exact de votre pièce vous est donné par un devis écrit et gratuit, avant tout travail.',
  allPricesLabel: 'Tous nos tarifs',
}

/** « À partir de 15 € TTC, posée en 10 minutes ». */
export const fromPrice = (price: string, description: string | null) => `À partir de ${price} TTC${description ? `, ${description}` : ''}`
