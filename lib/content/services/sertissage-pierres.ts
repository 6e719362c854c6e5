import type { ServiceEntry, ServicePage } from '../types.ts'
import { street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'sertissage-pierres',
  group: 'joaillerie',
  name: 'Sertissage de pierres',
  category: 'creation',
  contactService: 'réparation',
  featured: false,
  headerMenu: false,
  icon: 'diamond',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Griffes, clos, pavage, rail ou illusion : chaque pierre tenue avec justesse.',
  art: 'gem',
  metaTitle: 'Sertissage de pierres précieuses à Paris 16ᵉ',
  metaDescription:
    'Serti griffes, clos, pavage, rail ou illusion : nos sertisseurs fixent vos pierres sous binoculaire en 3 à 5 jours ouvrés pour un serti simple, garanti 24 mois.',
  hero: {
    eyebrow: 'Sertissage de pierres',
    title: 'Chaque pierre tenue avec précision',
    intro:
      'Le sertissage décide de la sécurité d’une pierre autant que de sa lumière. Nos sertisseurs travaillent sous binoculaire, du solitaire en griffes au pavage le plus serré, et garantissent chaque serti 24 mois.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Demander un devis', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Serti simple en 3 à 5 jours ouvrés', 'Travail sous binoculaire', 'Sertis garantis 24 mois'],
  },
  sections: [
    {
      id: 'techniques',
      kind: 'features',
      title: 'Nos techniques de sertissage',
      items: [
        {
          title: 'Serti griffes',
          description: 'Trois, quatre ou six griffes retiennent la pierre en laissant passer un maximum de lumière : le serti du solitaire par excellence.',
          icon: 'gem',
        },
        {
          title: 'Serti clos',
          description: 'Un fin bandeau de métal entoure entièrement la pierre. Le plus protecteur des sertis, idéal pour un bijou porté chaque jour.',
          icon: 'circle',
        },
        {
          title: 'Pavage',
          description:
            'De petites pierres serrées les unes contre les autres, tenues par des grains de métal levés au burin, couvrent la surface d’un scintillement continu.',
          icon: 'sparkles',
        },
        {
          title: 'Serti rail',
          description:
            'Les pierres glissent entre deux parois de métal parallèles, sans griffes apparentes : une ligne nette et douce, appréciée sur les alliances.',
          icon: 'layers',
        },
        {
          title: 'Serti illusion',
          description: 'Une pierre entourée de métal poli et facetté paraît plus grande qu’elle n’est : un serti ancien que nous maîtrisons toujours.',
          icon: 'eye',
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Les étapes d’un sertissage',
      steps: [
        {
          title: 'Examen de la pierre',
          description: 'Nous identifions la pierre, vérifions ses dimensions et repérons ses éventuelles fragilités avant de choisir le serti.',
        },
        {
          title: 'Choix du serti',
          description: 'Selon la pierre, le bijou et votre façon de le porter, nous vous recommandons la technique la plus sûre et la plus flatteuse.',
        },
        {
          title: 'Préparation de la monture',
          description: 'Griffes ajustées, logements fraisés, bâte mise à la dimension exacte : la monture est préparée au dixième de millimètre.',
        },
        {
          title: 'Sertissage sous binoculaire',
          description: 'Le sertisseur place la pierre puis rabat le métal, griffe après griffe ou grain après grain, sous binoculaire.',
        },
        {
          title: 'Contrôle et finitions',
          description: 'Nous vérifions la tenue de chaque pierre, polissons les sertis et vous rendons le bijou, garanti 24 mois.',
        },
      ],
    },
    {
      id: 'temoignages',
      kind: 'testimonials',
      title: 'Ils nous ont confié leurs pierres',
      items: [
        {
          name: 'Élodie Perrin',
          role: 'Pavage d’une alliance',
          content:
            'Je voulais une alliance pavée qui n’accroche rien. Le travail est d’une régularité remarquable et, après deux ans, aucune pierre n’a bougé.',
        },
        {
          name: 'Marc Aubert',
          role: 'Saphir en serti clos',
          content:
            'Le saphir de ma mère, serti clos sur une bague que je porte tous les jours. Le sertisseur m’a montré chaque étape et le résultat est parfait.',
        },
        {
          name: 'Anne-Sophie Caron',
          role: 'Cliente depuis 2009',
          content:
            'Une griffe avait cédé sur mon solitaire. Le diamant a été resserti en quelques jours, et l’on en a profité pour contrôler toutes mes bagues.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Quels sont les délais de sertissage ?',
          answer:
            'Comptez 3 à 5 jours ouvrés pour un serti simple, comme un solitaire en griffes ou une pierre à ressertir, et 1 à 2 semaines pour un travail complexe, pavage ou serti de nombreuses pierres. Le délai exact figure sur votre devis.',
        },
        {
          question: 'Puis-je apporter mes propres pierres ?',
          answer:
            'Oui. Nous examinons chaque pierre avant de l’accepter, afin de vérifier son identité et son état. Si une pierre fragile, comme une émeraude ou une opale, présente un risque au sertissage, nous vous l’expliquons avant de commencer.',
        },
        {
          question: 'Quel serti choisir pour un bijou porté tous les jours ?',
          answer:
            'Le serti clos protège le mieux la pierre et n’accroche pas les vêtements. Le serti griffes laisse passer davantage de lumière mais demande un contrôle régulier. Nous vous conseillons selon votre pierre et vos habitudes.',
        },
        {
          question: 'Une de mes pierres bouge : que faire ?',
          answer:
            'Cessez de porter le bijou et apportez-le rapidement à l’atelier. Une pierre qui bouge signale une griffe usée ou un serti détendu ; le ressertir à temps évite de la perdre.',
        },
        {
          question: 'Vos sertis sont-ils garantis ?',
          answer:
            'Oui, chaque sertissage réalisé à l’atelier est garanti 24 mois. Si une pierre bouge pendant cette période dans des conditions normales de port, nous la ressertissons.',
        },
      ],
    },
    {
      id: 'demande-de-devis',
      kind: 'cta',
      title: 'Demandez un devis pour votre sertissage',
      text: `Décrivez-nous votre pierre et votre bijou, ou apportez-les à l’atelier, ${street}, ${hoursOfTheWeek}.`,
      actions: [
        { label: 'Demander un devis', href: '/contact', variant: 'primary' },
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      ],
    },
  ],
})
