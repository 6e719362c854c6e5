import { site } from '../../site.ts'
import type { ContentPage } from '../types.ts'
import { experience, foundedYear } from '../facts.ts'

export const about: ContentPage = {
  path: '/a-propos',
  metaTitle: `La Maison : joaillier et horloger depuis ${foundedYear}`,
  metaDescription: `${experience} d’histoire familiale rue Jean Bologne, à Paris 16ᵉ : un atelier de joaillerie fondé en ${foundedYear} par un maître joaillier, puis ouvert à l’horlogerie.`,
  hero: {
    eyebrow: 'Notre histoire',
    title: 'La Maison',
    intro: `${experience} d’expérience, une même adresse et une même exigence : depuis ${foundedYear}, la Maison Bologne dessine, fabrique et entretient les bijoux et les montres de ses clients, au cœur de Passy.`,
    actions: [{ label: 'Prendre rendez-vous', href: '/contact#rendez-vous', variant: 'appointment' }],
    highlights: [`Atelier familial depuis ${foundedYear}`, 'Joaillerie et horlogerie', 'Paris 16ᵉ'],
  },
  sections: [
    {
      kind: 'prose',
      id: 'histoire',
      title: 'Une histoire de famille',
      paragraphs: [
        `En ${foundedYear}, un maître joaillier formé dans les ateliers parisiens installe son établi au ${site.address.street}, dans le 16ᵉ arrondissement. Il dessine, fabrique et répare lui-même les bijoux de ses clients, qu’il reçoit dans la petite boutique attenante à l’atelier.`,
        'Très vite, la maison devient l’adresse de familles du quartier qui lui confient leurs bagues de fiançailles, leurs alliances, puis les bijoux de leurs enfants. Certaines y viennent aujourd’hui depuis plusieurs générations.',
        'La génération suivante a grandi entre l’établi et le comptoir. Elle a repris l’atelier en gardant ce qui en fait la singularité : le dessin à la main, la fabrication sur place et un conseil donné par ceux-là mêmes qui travaillent le métal et les pierres.',
        'Pour répondre aux demandes de ses clients, la maison a ensuite ouvert un atelier d’horlogerie. Montres mécaniques, pendules et montres anciennes y sont révisées et restaurées avec la même patience que les bijoux.',
      ],
    },
    {
      kind: 'features',
      id: 'labels',
      title: 'Nos engagements reconnus',
      items: [
        {
          title: 'Responsible Jewellery Council',
          description:
            'Membre du Responsible Jewellery Council, nous nous engageons sur l’origine responsable des métaux et des pierres, et sur des pratiques éthiques tout au long de la chaîne d’approvisionnement.',
          icon: 'shield-check',
        },
        {
          title: 'Entreprise du Patrimoine Vivant',
          description:
            'Ce label d’État distingue les entreprises françaises aux savoir-faire artisanaux d’excellence, transmis et entretenus au fil des générations.',
          icon: 'landmark',
        },
        {
          title: 'Maître Artisan en métier d’art',
          description:
            'Ce titre, décerné par la Chambre de métiers et de l’artisanat, reconnaît la maîtrise d’un métier d’art et l’engagement à transmettre ce savoir-faire.',
          icon: 'award',
        },
      ],
    },
    {
      kind: 'features',
      id: 'valeurs',
      title: 'Nos valeurs',
      items: [
        {
          title: 'Excellence',
          description: 'Chaque pièce est contrôlée à chaque étape, de la fonte au dernier polissage, avant de vous être remise.',
          icon: 'gem',
        },
        {
          title: 'Artisanat',
          description: 'Nos bijoux sont dessinés et fabriqués à l’atelier, à la main, par les artisans qui vous reçoivent.',
          icon: 'hammer',
        },
        {
          title: 'Tradition',
          description: `Nous perpétuons les gestes de la joaillerie et de l’horlogerie parisiennes, transmis depuis ${foundedYear}.`,
          icon: 'scroll',
        },
        {
          title: 'Service',
          description: 'Conseil franc, devis gratuit et suivi attentif : nous prenons le temps que mérite chaque demande.',
          icon: 'heart',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'pourquoi-nous-choisir',
      title: 'Pourquoi nous choisir ?',
      items: [
        'Un atelier sur place, où travaillent les artisans qui vous reçoivent',
        'Des devis gratuits, écrits et détaillés',
        'Une garantie de 12 mois sur nos réparations',
        'Vos objets assurés pendant toute la durée de leur séjour à l’atelier',
        'Des métaux et des pierres d’origine responsable',
        'Une maison familiale qui connaît ses clients depuis des générations',
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Venez nous rencontrer',
      text: 'Prenez rendez-vous pour présenter votre projet à l’atelier, ou appelez la boutique : nous vous répondons du mardi au samedi.',
      actions: [
        { label: 'Prendre rendez-vous', href: '/contact#rendez-vous', variant: 'appointment' },
        { label: 'Appeler la boutique', href: 'tel:', variant: 'secondary' },
      ],
    },
  ],
}
