import type { ServiceEntry, ServicePage } from '../types'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'reparation-montres',
  group: 'horlogerie',
  name: 'Réparation de montres',
  category: 'repair',
  contactService: 'horlogerie',
  featured: true,
  headerMenu: true,
  icon: 'watch',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Révision, réparation et étanchéité des montres mécaniques et à quartz.',
  art: 'watch',
  metaTitle: 'Réparation de montres à Paris 16ᵉ',
  metaDescription:
    'Réparation de montres mécaniques, automatiques et à quartz à Paris 16ᵉ : devis gratuit, révision, étanchéité, garantie de 12 mois sur chaque intervention.',
  hero: {
    eyebrow: 'Atelier d’horlogerie',
    title: 'Réparation de montres à Paris',
    intro:
      'Une mécanique qui retarde, une automatique qui s’arrête la nuit, un quartz muet malgré une pile neuve : notre horloger examine chaque montre à l’établi, vous explique ce qu’il a constaté et ne remplace que ce qui doit l’être.',
    actions: [
      { label: 'Demander un devis gratuit', href: contactHref('horlogerie'), variant: 'primary' },
      { label: 'Toutes nos réparations', href: '/reparations', variant: 'secondary' },
    ],
    highlights: ['Devis gratuit', 'Garantie de 12 mois', 'Montre assurée pendant son séjour à l’atelier'],
  },
  sections: [
    {
      kind: 'features',
      id: 'expertises',
      title: 'Trois savoir-faire à l’établi',
      intro: 'Des montres de famille aux pièces de grandes maisons, chaque mouvement est traité selon les préconisations de son fabricant.',
      items: [
        {
          title: 'Montres mécaniques et automatiques',
          description:
            'Démontage complet du mouvement, nettoyage, remplacement des pièces d’usure, huilage aux points prescrits, puis réglage de la marche dans plusieurs positions.',
          icon: 'cog',
          details: ['Délai habituel : 1 à 3 semaines'],
        },
        {
          title: 'Montres à quartz',
          description:
            'Contrôle du circuit et de la bobine, nettoyage du mouvement, remplacement du module lorsqu’il arrive en fin de vie et mesure de la consommation, pour que la pile dure ce qu’elle doit.',
          icon: 'battery',
          details: ['Diagnostic offert avec le devis'],
        },
        {
          title: 'Révision complète et étanchéité',
          description:
            'Remplacement des joints de fond, de couronne et de glace, contrôle d’étanchéité sous pression, et, si vous le souhaitez, polissage ou satinage du boîtier et du bracelet métal.',
          icon: 'droplet',
          details: ['Jusqu’à 6 semaines pour une pièce compliquée'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'processus',
      title: 'Le déroulement d’une réparation',
      steps: [
        {
          title: 'Dépôt et premier examen',
          description:
            'Vous déposez votre montre en boutique. L’horloger note son état devant vous et vous remet un bon de dépôt : dès cet instant, elle est assurée.',
        },
        {
          title: 'Devis gratuit',
          description:
            'Vous recevez un devis écrit, détaillé pièce par pièce, avec le délai prévu. Rien n’est entrepris sans votre accord ; en cas de refus, la montre vous est rendue sans frais.',
        },
        {
          title: 'Intervention à l’atelier',
          description:
            'Comptez en général une à trois semaines, jusqu’à six semaines pour une complication ou lorsqu’une fourniture doit venir de la manufacture. Nous vous prévenons si le délai évolue.',
        },
        {
          title: 'Contrôle et restitution',
          description:
            'Marche et étanchéité sont vérifiées pendant plusieurs jours avant que nous vous rappelions. Vous repartez avec une garantie de 12 mois sur l’intervention.',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'temoignages',
      title: 'Ils nous ont confié leur montre',
      items: [
        {
          name: 'Hélène Marchetti',
          role: 'Cliente depuis 2011',
          content:
            'La montre de mon père ne marchait plus depuis des années. On m’a expliqué précisément ce qui était usé, le devis a été respecté et elle a retrouvé sa marche en deux semaines.',
        },
        {
          name: 'Antoine Delaunay',
          role: 'Collectionneur',
          content:
            'J’ai confié un chronographe des années 1970 dont un poussoir accrochait. Le travail est soigné, les pièces d’origine ont été conservées, et l’horloger a pris le temps de répondre à toutes mes questions.',
        },
        {
          name: 'Claire Vasseur',
          role: 'Habitante du 16ᵉ',
          content:
            'Révision de ma montre automatique avant un long voyage : délai tenu, étanchéité contrôlée et un accueil d’une grande courtoisie. C’est désormais ici que je fais entretenir mes montres.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'questions-frequentes',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps dure une réparation ?',
          answer:
            'La plupart des réparations demandent une à trois semaines. Une pièce compliquée, ou qui attend une fourniture de la manufacture, peut rester jusqu’à six semaines à l’atelier. Le délai figure sur votre devis et nous vous prévenons s’il change.',
        },
        {
          question: 'Le devis est-il payant ?',
          answer:
            'Non, le devis est gratuit et sans engagement. Il détaille les pièces à remplacer et le travail prévu. Si vous ne l’acceptez pas, vous récupérez votre montre sans rien régler.',
        },
        {
          question: 'Ma montre est-elle assurée pendant la réparation ?',
          answer:
            'Oui. Dès la remise du bon de dépôt, votre montre est couverte par notre assurance pendant tout son séjour à l’atelier. Elle le reste jusqu’au moment où nous vous la rendons.',
        },
        {
          question: 'Quelle garantie accordez-vous ?',
          answer:
            'Chaque intervention est garantie 12 mois à compter de la restitution, pièces et main-d’œuvre. La garantie ne couvre pas les chocs, l’usure normale du bracelet ni une ouverture ultérieure de la montre par un tiers.',
        },
        {
          question: 'Réparez-vous toutes les marques ?',
          answer:
            'Nous intervenons sur la plupart des montres mécaniques, automatiques et à quartz, des grandes maisons suisses aux montres de famille sans marque. Certaines manufactures réservent leurs pièces à leur propre réseau : nous vous le disons dès l’examen et vous orientons vers le bon interlocuteur.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Faites examiner votre montre',
      text: 'Décrivez-nous la panne, joignez une photo si vous le souhaitez, et nous vous proposons un rendez-vous pour l’examen. Le devis est gratuit et sans engagement.',
      actions: [
        { label: 'Demander un devis gratuit', href: contactHref('horlogerie'), variant: 'primary' },
        { label: 'Toutes nos réparations', href: '/reparations', variant: 'secondary' },
      ],
    },
  ],
})
