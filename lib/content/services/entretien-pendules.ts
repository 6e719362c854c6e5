import type { ServiceEntry, ServicePage } from '../types'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'entretien-pendules',
  group: 'horlogerie',
  name: 'Entretien de pendules',
  category: 'repair',
  contactService: 'horlogerie',
  featured: false,
  headerMenu: false,
  icon: 'clock',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Révision des pendules, comtoises et carillons, à l’atelier ou à domicile.',
  art: 'clock',
  // The clock page sits with the watch services, whose place in the catalogue is #horlogerie.
  breadcrumbVia: { label: 'Horlogerie', href: '/services#horlogerie' },
  metaTitle: 'Entretien et révision de pendules à Paris',
  metaDescription:
    'Entretien de pendules, comtoises, régulateurs et carillons à Paris 16ᵉ : révision complète, réglage de la sonnerie, déplacement à domicile, garantie d’un an.',
  hero: {
    eyebrow: 'Pendulerie',
    title: 'Entretien de pendules',
    intro:
      'Une pendule bien entretenue traverse les générations. Nous révisons pendules de cheminée, comtoises, régulateurs et carillons pour qu’ils gardent une marche régulière et une sonnerie juste, et nous nous déplaçons chez vous lorsque la pièce ne peut pas voyager.',
    actions: [
      { label: 'Demander un devis gratuit', href: contactHref('horlogerie'), variant: 'primary' },
      { label: 'Toutes nos réparations', href: '/reparations', variant: 'secondary' },
    ],
    highlights: ['Révision tous les 3 à 5 ans', '2 à 4 semaines à l’atelier', 'Garantie d’un an'],
  },
  sections: [
    {
      kind: 'features',
      id: 'expertises',
      title: 'Toutes les pendules, de la cheminée au vestibule',
      items: [
        {
          title: 'Pendules de cheminée et cartels',
          description:
            'Mouvements de Paris, pendules portiques, cartels muraux : révision du mouvement, remplacement de la suspension et du ressort si besoin, réglage de la sonnerie des heures et des demies.',
          icon: 'clock',
        },
        {
          title: 'Comtoises et régulateurs',
          description:
            'Mouvements à poids et grands balanciers demandent un réglage soigné de l’échappement et une mise d’aplomb sur place. Nous démontons, transportons et réinstallons la pièce pour vous.',
          icon: 'hourglass',
          details: ['Déplacement à domicile sur devis'],
        },
        {
          title: 'Carillons et sonneries',
          description:
            'Carillons à plusieurs timbres ou à tiges, sonneries à râteau ou à chaperon : nous rétablissons l’ordre des mélodies, le réglage des marteaux et la synchronisation avec l’heure.',
          icon: 'bell',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'processus',
      title: 'Le déroulement d’un entretien',
      steps: [
        {
          title: 'Prise de contact',
          description:
            'Vous nous décrivez la pendule et son comportement, photos à l’appui. Pour une comtoise ou un carillon, nous convenons d’un déplacement, établi sur devis.',
        },
        {
          title: 'Examen et devis gratuit',
          description: 'L’horloger examine le mouvement et vous remet un devis écrit, avec le détail des travaux et le délai prévu.',
        },
        {
          title: 'Révision à l’atelier',
          description:
            'Démontage complet, nettoyage, reprise des pivots usés, huilage et réglage de la marche comme de la sonnerie. Comptez deux à quatre semaines.',
        },
        {
          title: 'Restitution ou réinstallation',
          description:
            'Après plusieurs jours d’observation, la pendule vous est rendue ou réinstallée chez vous, mise d’aplomb et réglée, avec une garantie d’un an.',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'temoignages',
      title: 'Ils nous ont confié leur pendule',
      items: [
        {
          name: 'Bernard Lefort',
          role: 'Client depuis 1998',
          content:
            'Notre comtoise s’arrêtait au bout de deux jours. L’horloger est venu la démonter à la maison, l’a révisée à l’atelier puis l’a réinstallée. Elle sonne de nouveau juste.',
        },
        {
          name: 'Isabelle Carré',
          role: 'Antiquaire',
          content:
            'Je leur confie les pendules de cheminée que je ne peux pas vendre en l’état. Le diagnostic est clair, le devis précis, et les délais annoncés sont tenus.',
        },
        {
          name: 'Mathilde Fournier',
          role: 'Cliente depuis 2016',
          content:
            'La pendule de ma grand-mère avait une sonnerie décalée depuis des années. Trois semaines plus tard, elle marquait de nouveau les heures au bon moment.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'questions-frequentes',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'À quelle fréquence faut-il réviser une pendule ?',
          answer:
            'Nous conseillons une révision tous les trois à cinq ans, et tous les deux à trois ans pour une pièce ancienne. Les huiles sèchent avec le temps et une pendule qui continue de marcher à sec use ses pivots. Une révision régulière coûte bien moins cher qu’une restauration.',
        },
        {
          question: 'Combien de temps ma pendule restera-t-elle à l’atelier ?',
          answer:
            'Comptez deux à quatre semaines, observation comprise. Le délai est précisé sur le devis, et nous vous prévenons dès que la pendule est prête.',
        },
        {
          question: 'Vous déplacez-vous à domicile ?',
          answer:
            'Oui, pour les comtoises, les régulateurs et les carillons qui supportent mal le transport. Le déplacement est établi sur devis : nous démontons le mouvement sur place, puis revenons réinstaller et régler la pendule.',
        },
        {
          question: 'Quelle garantie accordez-vous ?',
          answer:
            'Chaque entretien est garanti un an à compter de la restitution, pièces et main-d’œuvre. La garantie ne couvre pas les chocs ni les dérèglements dus à un déplacement de la pendule : une pendule déplacée doit être remise d’aplomb, et nous vous montrons comment faire.',
        },
        {
          question: 'Comment transporter ma pendule jusqu’à la boutique ?',
          answer:
            'Décrochez le balancier et emballez-le à part, puis calez la pendule debout dans un carton avec du papier ou une couverture. Retirez le globe ou la cloche de verre s’il y en a un. En cas de doute, appelez-nous avant de la déplacer.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Votre pendule a besoin d’un entretien ?',
      text: 'Envoyez-nous une photo et quelques mots sur son comportement : nous vous répondons avec un premier avis, puis un devis gratuit une fois la pendule examinée.',
      actions: [
        { label: 'Demander un devis gratuit', href: contactHref('horlogerie'), variant: 'primary' },
        { label: 'Toutes nos réparations', href: '/reparations', variant: 'secondary' },
      ],
    },
  ],
})
