import type { HomeContent } from '../types.ts'
import { experience, foundedYear, ratingLabel, ratingScore, satisfactionRate } from '../facts.ts'

export const home: HomeContent = {
  metaTitle: `Joaillier et horloger à Paris 16ᵉ depuis ${foundedYear}`,
  metaDescription: `Atelier de joaillerie et d’horlogerie familial à Paris 16ᵉ depuis ${foundedYear} : création sur mesure, transformation et réparation de bijoux, expertise, achat d’or.`,
  hero: {
    eyebrow: `Joaillier & horloger à Paris depuis\u00a0${foundedYear}`,
    title: 'L’atelier de joaillerie et d’horlogerie de Passy',
    intro:
      'Dans notre atelier du 16ᵉ arrondissement, nous dessinons et façonnons vos bijoux, redonnons vie à ceux que vous aimez et prenons soin de vos montres. Chaque pièce passe entre les mains d’un artisan qui vous en parle de vive voix.',
    quickLinks: [
      { label: 'Création sur mesure', href: '/services/creation-sur-mesure', icon: 'gem' },
      { label: 'Achat d’or', href: '/services/achat-or', icon: 'coins' },
      { label: 'Réparation', href: '/services/reparation-bijoux', icon: 'wrench' },
      { label: 'Expertise', href: '/services/expertise-gemmologique', icon: 'microscope' },
    ],
    contactLabel: 'Nous contacter',
    badges: [
      { label: 'Membre du Responsible Jewellery Council', icon: 'shield-check' },
      { label: 'Entreprise du Patrimoine Vivant', icon: 'landmark' },
      { label: 'Maître Artisan en métier d’art', icon: 'award' },
    ],
  },
  about: {
    id: 'la-maison',
    eyebrow: 'La Maison',
    title: `Une maison familiale, un même établi depuis ${foundedYear}`,
    paragraphs: [
      `En ${foundedYear}, notre fondateur, maître joaillier, ouvre son atelier dans le 16ᵉ arrondissement. Il y reçoit ses clients à deux pas de l’établi où il façonne leurs bagues de fiançailles, leurs alliances et les bijoux qui accompagnent les grands moments d’une famille.`,
      'La génération suivante a repris le flambeau sans rien changer à l’essentiel : le dessin à la main, le travail du métal à l’atelier, le conseil donné par ceux qui fabriquent. Elle y a ajouté l’horlogerie, pour que montres et pendules soient entretenues avec le même soin que les bijoux.',
    ],
    figures: [
      { value: experience, label: 'd’expérience à l’établi' },
      { value: `${ratingScore}`, label: `${ratingLabel}` },
      { value: satisfactionRate, label: 'de clients satisfaits' },
    ],
    link: { label: 'Découvrir notre histoire', href: '/a-propos', variant: 'secondary' },
  },
  featuredServices: {
    id: 'services',
    eyebrow: 'Nos services',
    title: 'Du dessin à l’entretien, tout se fait à l’atelier',
    intro:
      'Création, transformation, réparation, expertise ou rachat : chaque demande est prise en charge par nos artisans, sur devis gratuit et sans engagement.',
    slugs: ['creation-sur-mesure', 'transformation-bijoux', 'reparation-bijoux', 'expertise-gemmologique', 'achat-or', 'reparation-montres'],
    link: { label: 'Découvrir nos services', href: '/services', variant: 'secondary' },
  },
  video: {
    id: 'atelier-en-images',
    eyebrow: 'L’atelier en images',
    title: 'Entrez dans l’atelier',
    intro:
      'En attendant le film de l’atelier, un court diaporama de nos dessins\u00a0: le dessin d’une bague, l’examen d’un diamant, la gravure, la révision d’une montre et la restauration d’une pendule.',
    caption: 'Diaporama des illustrations du site, en attendant le film de l’atelier de la Maison Bologne.',
    playLabel: 'Lire la vidéo',
    src: '/media/atelier.mp4',
    width: 1280,
    height: 720,
  },
  closing: {
    title: 'Parlons de votre projet',
    text: 'Un bijou à créer, une montre à réparer, un héritage à faire estimer : écrivez-nous ou passez nous voir en boutique, nous prendrons le temps de vous conseiller.',
    actions: [
      { label: 'Nous contacter', href: '/contact', variant: 'primary' },
      { label: 'Découvrir nos services', href: '/services', variant: 'secondary' },
    ],
  },
}
