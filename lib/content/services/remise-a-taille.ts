import type { ServiceEntry, ServicePage } from '../types.ts'
import { street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'remise-a-taille',
  group: 'joaillerie',
  name: 'Remise à taille',
  category: 'repair',
  contactService: 'taille',
  featured: false,
  headerMenu: false,
  icon: 'ruler',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Agrandir ou rétrécir une bague d’une à trois tailles, sans la dénaturer.',
  art: 'ring',
  metaTitle: 'Remise à taille de bague à Paris 16ᵉ',
  metaDescription:
    'Votre bague serre ou tourne au doigt ? Nos joailliers l’agrandissent ou la rétrécissent d’une à trois tailles dans l’atelier du 16ᵉ, garantie un an.',
  hero: {
    eyebrow: 'Remise à taille',
    title: 'Une bague qui vous va, tout simplement',
    intro:
      'Une bague trop serrée se retire avec peine, une bague trop grande tourne et finit par se perdre. Nos joailliers l’agrandissent ou la rétrécissent d’une à trois tailles, en respectant son dessin, ses sertis et son poinçon.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Demander un devis', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['D’une à trois tailles, en plus ou en moins', 'Mesure précise au baguier', 'Garantie d’un an'],
  },
  sections: [
    {
      id: 'nos-interventions',
      kind: 'features',
      title: 'Nos interventions',
      items: [
        {
          title: 'Agrandir une bague',
          description: 'L’anneau est ouvert et complété d’un segment du même or, puis soudé et poli : la reprise devient invisible.',
          icon: 'ruler',
          details: ['Jusqu’à trois tailles'],
        },
        {
          title: 'Rétrécir une bague',
          description: 'Nous retirons la juste longueur de métal, ressoudons l’anneau et lui rendons une forme parfaitement ronde.',
          icon: 'scissors',
          details: ['Jusqu’à trois tailles'],
        },
        {
          title: 'Bagues serties',
          description: 'Pour une bague pavée ou à pierres latérales, nous intervenons loin des sertis et contrôlons chaque pierre après l’opération.',
          icon: 'gem',
          details: ['Étude au cas par cas pour les tours complets de pierres'],
        },
        {
          title: 'Garantie',
          description: 'Chaque bague est contrôlée à la loupe avant de vous être rendue, et la remise à taille est garantie un an.',
          icon: 'shield-check',
          details: ['Garantie d’un an'],
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Comment nous procédons',
      steps: [
        {
          title: 'Mesure au baguier',
          description: 'Nous mesurons votre doigt au baguier, si possible en fin de journée, quand il est à sa taille la plus représentative.',
        },
        {
          title: 'Examen de la bague',
          description:
            'Nous vérifions le métal, l’épaisseur de l’anneau et la position des pierres pour choisir la méthode la plus sûre, puis vous remettons le devis.',
        },
        {
          title: 'Mise à taille',
          description: 'L’anneau est ouvert, complété ou raccourci, soudé puis remis au rond sur le triboulet.',
        },
        {
          title: 'Finitions et contrôle',
          description: 'La bague est polie, rhodiée si elle est en or blanc ; nous contrôlons chaque serti avant de vous la rendre.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'De combien de tailles peut-on modifier une bague ?',
          answer:
            'Nous agrandissons ou rétrécissons une bague d’une à trois tailles dans la plupart des cas. Au-delà, le dessin de la bague risque d’être déformé : nous étudions alors une autre solution avec vous, comme la refonte de l’anneau.',
        },
        {
          question: 'Comment connaître ma taille de bague ?',
          answer:
            'En France, la taille correspond au tour de doigt en millimètres : une taille 52 mesure 52 mm de circonférence. Le plus sûr reste une mesure à l’atelier au baguier, car la chaleur et l’heure de la journée font varier la taille.',
        },
        {
          question: 'Toutes les bagues peuvent-elles être mises à taille ?',
          answer:
            'Presque toutes. Les bagues serties sur tout le tour, les anneaux gravés à l’extérieur ou certains métaux très durs demandent une étude particulière. Nous vous disons honnêtement ce qui est possible avant toute intervention.',
        },
        {
          question: 'La gravure intérieure de mon alliance sera-t-elle conservée ?',
          answer:
            'Nous coupons l’anneau à l’écart de la gravure chaque fois que c’est possible. Si elle doit être touchée, nous vous le signalons au devis et pouvons la reprendre à l’identique.',
        },
        {
          question: 'La remise à taille est-elle garantie ?',
          answer:
            'Oui, chaque remise à taille est garantie un an. Si la soudure ou un serti voisin présente le moindre défaut pendant cette période, nous le reprenons à l’atelier.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Faites ajuster votre bague',
      text: `Venez avec votre bague à l’atelier, ${street}, ${hoursOfTheWeek} : nous mesurons votre doigt et vous remettons le devis sur place.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
