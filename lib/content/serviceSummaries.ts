// One-sentence card text for each service, read at build time by the pages that show cards.
import type { ServiceSlug } from './catalogue'

export const serviceSummaries: Readonly<Record<ServiceSlug, string>> = {
  'creation-sur-mesure': 'Le bijou que vous imaginez, dessiné avec vous puis façonné à la main dans notre atelier.',
  'transformation-bijoux': 'Donner une seconde vie à un bijou de famille en conservant son or et ses pierres.',
  'sertissage-pierres': 'Griffes, clos, pavage, rail ou illusion : chaque pierre tenue avec justesse.',
  'gravure-personnalisee': 'Initiales, dates, armoiries : une gravure à la main ou au burin mécanique.',
  'conseil-personnalise': 'Un rendez-vous pour choisir une pierre, un métal, une forme, sans engagement.',
  'expertise-gemmologique': 'Identification, authenticité et estimation de vos pierres et bijoux.',
  'achat-or': 'Pesée et test devant vous, prix transparent, paiement par virement.',
  'enfilage-perles': 'Colliers renfilés sur soie, nœud entre chaque perle, fermoir contrôlé.',
  'reparation-bijoux': 'Soudure, fermoirs, pierres, restauration complète : diagnostic gratuit sous 48 h.',
  'reparation-montres': 'Révision, réparation et étanchéité des montres mécaniques et à quartz.',
  'remise-a-taille': "Agrandir ou rétrécir une bague d'une à trois tailles, sans la dénaturer.",
  'entretien-polissage': "Nettoyage, polissage, rhodiage et contrôle des sertis pour retrouver l'éclat.",
  'restauration-ancienne': "Montres de poche, pendules et montres vintage remises en état dans le respect de l'époque.",
  'entretien-pendules': "Révision des pendules, comtoises et carillons, à l'atelier ou à domicile.",
  'remplacement-piles': 'Une pile neuve en une dizaine de minutes, joints et étanchéité vérifiés.',
}

export function summaryOf(slug: string): string {
  const summary = serviceSummaries[slug as ServiceSlug]
  if (!summary) throw new Error(`No summary for service ${slug}`)
  return summary
}
