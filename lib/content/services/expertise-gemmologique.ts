import type { ServiceEntry, ServicePage } from '../types.ts'
import { experience, street } from '../facts.ts'
import { hoursOfTheWeekWithComma } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'expertise-gemmologique',
  group: 'joaillerie',
  name: 'Expertise gemmologique',
  category: 'service',
  contactService: 'expertise',
  featured: true,
  headerMenu: false,
  icon: 'microscope',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Identification, authenticité et estimation de vos pierres et bijoux.',
  art: 'gem',
  metaTitle: 'Expertise gemmologique de bijoux et pierres à Paris',
  metaDescription:
    'Identification, authenticité, traitements et 4C : notre gemmologue examine vos pierres et bijoux et vous remet un rapport écrit sous 2 à 5 jours ouvrés.',
  hero: {
    eyebrow: 'Expertise gemmologique',
    title: 'Savoir exactement ce que vous possédez',
    intro:
      'Une pierre héritée, un bijou à assurer, un achat à vérifier : notre gemmologue examine chaque pièce avec les instruments du laboratoire de l’atelier. Vous recevez un rapport écrit, clair et argumenté, sous 2 à 5 jours ouvrés.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Demander une expertise', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Rapport écrit sous 2 à 5 jours ouvrés', 'Examen à l’atelier, sans envoi à l’extérieur', `${experience} d’expérience`],
  },
  sections: [
    {
      id: 'ce-que-nous-examinons',
      kind: 'features',
      title: 'Ce que nous examinons',
      items: [
        {
          title: 'Identification',
          description:
            'Nature exacte de la pierre, déterminée par l’indice de réfraction, la densité, le comportement en lumière polarisée et le spectre d’absorption.',
          icon: 'search',
        },
        {
          title: 'Authenticité',
          description: 'Pierre naturelle, synthétique ou imitation : les inclusions observées au microscope et les mesures optiques permettent de trancher.',
          icon: 'badge-check',
        },
        {
          title: 'Traitements',
          description:
            'Chauffage, huilage, remplissage de fissures ou diffusion de couleur : nous recherchons et signalons les traitements qui pèsent sur la valeur.',
          icon: 'flame',
        },
        {
          title: 'Qualité : les 4C',
          description: 'Poids en carats, couleur, pureté et qualité de taille, notés selon les échelles reconnues, avec les mesures de la pierre.',
          icon: 'diamond',
        },
      ],
    },
    {
      id: 'pour-qui',
      kind: 'features',
      title: 'Pour qui, pour quelles raisons ?',
      items: [
        {
          title: 'Succession et partage',
          description: 'Une estimation argumentée des bijoux de famille facilite la déclaration de succession et un partage équitable entre héritiers.',
          icon: 'scale',
        },
        {
          title: 'Assurance',
          description: 'Votre assureur demande une valeur de remplacement étayée : notre rapport décrit chaque pièce avec précision et photographies.',
          icon: 'shield-check',
        },
        {
          title: 'Achat ou revente',
          description: 'Avant d’acheter une pierre ou de vendre un bijou, vérifiez ce qu’il contient vraiment et ce qu’il vaut sur le marché.',
          icon: 'hand-coins',
        },
      ],
    },
    {
      id: 'contenu-du-rapport',
      kind: 'checklist',
      title: 'Ce que contient votre rapport',
      items: [
        'La description et les photographies de chaque pièce',
        'L’identification de chaque pierre principale et son origine naturelle ou synthétique',
        'Les traitements détectés, ou leur absence',
        'Les mesures, le poids et la qualité de chaque pierre principale',
        'Le métal, son titre et les poinçons relevés',
        'Une valeur selon l’objet de l’expertise : remplacement, succession ou revente',
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Le déroulement de l’expertise',
      steps: [
        {
          title: 'Dépôt à l’atelier',
          description: 'Nous examinons vos pièces devant vous, vous précisez l’objet de l’expertise et nous vous remettons un récépissé détaillé.',
        },
        {
          title: 'Examen en laboratoire',
          description: 'Réfractomètre, polariscope, spectroscope et microscope binoculaire : chaque pierre est étudiée, mesurée et pesée.',
        },
        {
          title: 'Rédaction du rapport',
          description: 'Le gemmologue consigne ses observations et ses conclusions dans un rapport écrit, daté et signé, sous 2 à 5 jours ouvrés.',
        },
        {
          title: 'Restitution commentée',
          description: 'Nous vous rendons vos bijoux et prenons le temps de vous expliquer les résultats et ce qu’ils signifient pour vous.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps faut-il pour obtenir le rapport ?',
          answer:
            'Le rapport vous est remis sous 2 à 5 jours ouvrés, selon le nombre de pièces et les analyses nécessaires. Nous vous indiquons la date prévue dès le dépôt.',
        },
        {
          question: 'Pouvez-vous expertiser une pierre sans la dessertir ?',
          answer:
            'Oui, dans la grande majorité des cas. Le poids d’une pierre montée est alors calculé à partir de ses dimensions, ce que le rapport précise. Si un dessertissage est nécessaire pour conclure, nous vous demandons votre accord au préalable.',
        },
        {
          question: 'Quelle différence avec un certificat de laboratoire ?',
          answer:
            'Notre rapport répond à la plupart des besoins : assurance, succession, achat. Pour une pierre importante destinée au marché international, un certificat d’un laboratoire indépendant peut être attendu ; nous vous le disons et pouvons nous charger de la démarche.',
        },
        {
          question: 'Quelle valeur figure sur le rapport ?',
          answer:
            'Cela dépend de son objet. Pour l’assurance, nous indiquons une valeur de remplacement ; pour une succession ou une revente, une valeur vénale, plus proche du prix de marché. Nous vous demandons l’objet de l’expertise au dépôt pour cette raison.',
        },
        {
          question: 'Mes bijoux quittent-ils l’atelier ?',
          answer: `Non, l’examen se fait dans notre laboratoire, au ${street}. Vos pièces sont décrites sur un récépissé au dépôt et vous sont rendues en main propre. Seul un certificat de laboratoire indépendant, si vous le souhaitez, suppose un envoi, toujours avec votre accord écrit.`,
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Faites expertiser vos bijoux',
      text: `Déposez vos pièces à l’atelier ${hoursOfTheWeekWithComma}, ou prenez rendez-vous pour être reçu directement par notre gemmologue.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
