import { catalogueEntry, type ServiceSlug } from '../catalogue.ts'
import type { ContentPage, Feature, ServiceGroup } from '../types.ts'

const workshop: Record<ServiceGroup, string> = { joaillerie: 'Atelier de joaillerie', horlogerie: 'Atelier d’horlogerie' }

/** A repair service's card: its name, icon and page from its record, and what to do with the piece
 *  (by default, the workshop that does the work). */
function repairCard(slug: ServiceSlug, description: string, where?: string): Feature {
  const { name, icon, path, group } = catalogueEntry(slug)
  return { title: name, description, icon, href: path, details: [where ?? workshop[group]] }
}

export const repairs: ContentPage = {
  path: '/reparations',
  metaTitle: 'Réparation de bijoux et de montres à Paris 16ᵉ',
  metaDescription:
    'Réparation de bijoux, sertissage, remise à taille, révision de montres et de pendules à Paris 16ᵉ : diagnostic gratuit sous 48 h, devis écrit, garantie 12 mois.',
  hero: {
    eyebrow: 'Réparations',
    title: 'Réparer vos bijoux et vos montres',
    intro:
      'Une bague devenue trop grande, une pierre qui bouge, un fermoir fatigué, une montre arrêtée : nos joailliers et notre horloger les reprennent à l’atelier, sur diagnostic gratuit et devis écrit, avec une garantie de 12 mois.',
    actions: [
      { label: 'Demander un diagnostic gratuit', href: '/contact', variant: 'primary' },
      { label: 'Voir les étapes', href: '#processus', variant: 'secondary' },
    ],
    highlights: ['Diagnostic gratuit sous 48 h', 'Devis écrit', 'Garantie de 12 mois'],
  },
  sections: [
    {
      kind: 'features',
      id: 'services-reparation',
      title: 'Nos services de réparation',
      intro: 'Bijoux à l’atelier de joaillerie, montres et pendules à l’atelier d’horlogerie : chaque demande va directement à l’artisan qui la traitera.',
      items: [
        repairCard(
          'reparation-bijoux',
          'Chaînes cassées, fermoirs, anneaux fendus, griffes usées : déposez votre bijou en boutique, il est repris par nos joailliers à l’atelier.',
        ),
        repairCard(
          'remise-a-taille',
          'Agrandir ou réduire une bague sans altérer son dessin ni ses pierres : apportez-la en boutique, nous la mesurons avec vous.',
        ),
        repairCard(
          'sertissage-pierres',
          'Resserrage d’une pierre qui bouge, remplacement d’une pierre perdue, reprise des griffes : votre bijou est examiné à la loupe en boutique, puis confié à notre sertisseur.',
        ),
        repairCard(
          'entretien-polissage',
          'Nettoyage, polissage, rhodiage de l’or blanc et contrôle des sertis rendent leur éclat à vos bijoux portés chaque jour. Passez en boutique, nous vous disons ce qui convient.',
        ),
        repairCard(
          'reparation-montres',
          'Montres mécaniques, automatiques et à quartz, révision complète et étanchéité : passez en boutique, l’horloger fait un premier examen devant vous.',
        ),
        repairCard(
          'restauration-ancienne',
          'Montres de poche, pendules et montres vintage restaurées en conservant leurs pièces d’origine. Apportez la pièce ou envoyez-nous d’abord quelques photos.',
        ),
        repairCard(
          'entretien-pendules',
          'Pendules de cheminée, comtoises et carillons révisés à l’atelier ; pour les pièces qui voyagent mal, nous nous déplaçons sur devis.',
        ),
        repairCard(
          'remplacement-piles',
          'Pile changée en une dizaine de minutes, pendant que vous patientez : passez en boutique aux heures d’ouverture, sans rendez-vous.',
          'En boutique, sans rendez-vous',
        ),
      ],
    },
    {
      kind: 'steps',
      id: 'processus',
      title: 'Comment se déroule une réparation',
      steps: [
        {
          title: 'Diagnostic gratuit',
          description:
            'Vous déposez votre bijou ou votre montre en boutique contre un bon de dépôt. L’artisan l’examine et vous communique son diagnostic sous 48 heures.',
        },
        {
          title: 'Devis écrit',
          description:
            'Vous recevez un devis détaillé, avec le prix et le délai. Rien n’est entrepris sans votre accord écrit ; en cas de refus, l’objet vous est rendu sans frais.',
        },
        {
          title: 'Réparation à l’atelier',
          description: 'Nos joailliers et notre horloger réalisent l’intervention à l’atelier. Votre objet reste assuré pendant toute la durée de son séjour.',
        },
        {
          title: 'Contrôle qualité',
          description: 'Chaque pièce est vérifiée avant restitution : tenue des pierres et des fermoirs pour un bijou, marche et étanchéité pour une montre.',
        },
        {
          title: 'Remise avec garantie',
          description: 'Nous vous prévenons dès que l’objet est prêt. Vous le récupérez en boutique avec une garantie de 12 mois sur la réparation.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Un bijou ou une montre à faire réparer ?',
      text: 'Décrivez-nous la réparation souhaitée et joignez une photo si vous le pouvez : nous vous indiquons la marche à suivre et convenons d’un rendez-vous.',
      actions: [
        { label: 'Nous contacter', href: '/contact', variant: 'primary' },
        { label: 'Découvrir nos services', href: '/services', variant: 'secondary' },
      ],
    },
  ],
}
