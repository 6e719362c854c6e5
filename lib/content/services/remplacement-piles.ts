import type { ServiceEntry, ServicePage } from '../types.ts'
import { experience, ratingLabel, ratingScore } from '../facts.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'remplacement-piles',
  group: 'horlogerie',
  name: 'Remplacement de piles',
  category: 'repair',
  contactService: 'horlogerie',
  featured: false,
  headerMenu: false,
  icon: 'battery-charging',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Une pile neuve en une dizaine de minutes, joints et étanchéité vérifiés.',
  art: 'watch',
  metaTitle: 'Remplacement de pile de montre à Paris 16ᵉ',
  metaDescription:
    'Changement de pile de montre en 10 minutes environ, pendant que vous patientez, à Paris 16ᵉ : joints remplacés si besoin, test d’étanchéité, garantie 6 mois.',
  hero: {
    eyebrow: 'Service express',
    title: 'Remplacement de pile de montre',
    intro:
      'Votre montre à quartz s’est arrêtée ? Passez en boutique : l’horloger ouvre le boîtier avec l’outil adapté, remplace la pile, vérifie les joints et vous rend votre montre en une dizaine de minutes, pendant que vous patientez.',
    actions: [{ label: 'Nous contacter', href: contactHref('horlogerie'), variant: 'primary' }],
    highlights: ['Environ 10 minutes', 'Pile garantie 6 mois', 'Test d’étanchéité sur demande'],
  },
  sections: [
    {
      kind: 'features',
      id: 'avantages',
      title: 'Un geste simple, fait dans les règles',
      items: [
        {
          title: 'Pendant que vous patientez',
          description:
            'Le remplacement prend une dizaine de minutes. Pour un fond vissé très serré ou une montre qui exige un outillage particulier, nous vous indiquons tout de suite le délai.',
          icon: 'timer',
        },
        {
          title: 'Un boîtier respecté',
          description: 'Le fond est ouvert et refermé avec l’outil prévu pour votre montre, sur un support protégé, sans rayure ni marque de levier.',
          icon: 'shield-check',
        },
        {
          title: 'Une pile de qualité horlogère',
          description:
            'Nous posons la référence préconisée par le fabricant du mouvement et la garantissons 6 mois. Si la montre s’arrête de nouveau, nous cherchons la cause.',
          icon: 'badge-check',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'processus',
      title: 'Comment se passe le remplacement',
      steps: [
        {
          title: 'Accueil en boutique',
          description: 'Vous nous confiez votre montre ; nous identifions le mouvement et la pile qui lui convient.',
        },
        {
          title: 'Ouverture du fond',
          description: 'Le boîtier est ouvert avec l’outil adapté : fond clipsé, vissé ou tenu par des vis.',
        },
        {
          title: 'Remplacement de la pile',
          description: 'L’ancienne pile est retirée et recyclée, les contacts contrôlés, puis la pile neuve est posée.',
        },
        {
          title: 'Contrôle des joints',
          description: 'Le joint du fond est nettoyé, graissé ou remplacé s’il est durci ou fendu, avant la fermeture.',
        },
        {
          title: 'Vérification et restitution',
          description: 'Nous vérifions la marche et, si vous le souhaitez, l’étanchéité, puis vous rendons votre montre avec sa garantie de 6 mois.',
        },
      ],
    },
    {
      kind: 'figures',
      id: 'confiance',
      title: 'Un service sur lequel compter',
      items: [
        { value: '10 min', label: 'en moyenne, pendant que vous patientez' },
        { value: '6 mois', label: 'de garantie sur la pile' },
        { value: experience, label: 'd’expérience horlogère et joaillière' },
        { value: `${ratingScore}`, label: `${ratingLabel}` },
      ],
    },
    {
      kind: 'checklist',
      id: 'garanties',
      title: 'Nos garanties',
      items: [
        'Pile garantie 6 mois à compter du remplacement',
        'Joints contrôlés et remplacés si nécessaire',
        'Test d’étanchéité sur demande',
        'Ouverture avec l’outil adapté, sans marque sur le boîtier',
        'Ancienne pile recyclée par nos soins',
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Une question avant de passer ?',
      text: 'Indiquez-nous la marque et le modèle de votre montre : nous vérifions que nous avons la pile en stock et vous disons si le remplacement demande plus de temps.',
      actions: [{ label: 'Nous contacter', href: contactHref('horlogerie'), variant: 'primary' }],
    },
  ],
})
