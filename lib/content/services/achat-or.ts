import type { ServiceEntry, ServicePage } from '../types.ts'
import { ratingSentence, street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { goldBuying } from '../../owner.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'achat-or',
  group: 'joaillerie',
  name: 'Achat d’or',
  category: 'service',
  contactService: 'achat-or',
  featured: true,
  headerMenu: false,
  icon: 'coins',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Prix d’achat affichés, pesée et test devant vous, paiement par virement.',
  art: 'gold',
  metaTitle: 'Achat d’or à Paris 16ᵉ : bijoux, pièces, lingotins',
  metaDescription:
    'Vendez votre or en confiance : prix d’achat au gramme affichés, pesée et test du titre devant vous, paiement par virement. Bijoux cassés, pièces, lingotins.',
  hero: {
    eyebrow: 'Achat d’or',
    title: 'Vendre votre or, en toute transparence',
    intro:
      'Bijoux cassés ou démodés, pièces, lingotins\u00a0: nous pesons et testons votre or devant vous, au prix d’achat affiché ci-dessous. Le prix vous est expliqué ligne par ligne et réglé par virement, jamais en espèces, à l’issue du délai de rétractation de 24\u00a0heures.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Demander une estimation', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Pesée et test du titre devant vous', 'Paiement par virement, jamais en espèces', `${ratingSentence}`],
  },
  sections: [
    {
      id: 'ce-que-nous-achetons',
      kind: 'features',
      title: 'Ce que nous achetons',
      items: [
        {
          title: 'Bijoux en or',
          description: 'Bagues, chaînes, bracelets ou boucles d’oreilles, cassés, dépareillés ou simplement passés de mode, quel que soit leur état.',
          icon: 'gem',
        },
        {
          title: 'Pièces d’or',
          description: 'Napoléons, souverains, pièces de 50 pesos ou Krugerrands : chaque pièce est identifiée, pesée et estimée selon sa nature.',
          icon: 'coins',
        },
        {
          title: 'Lingotins',
          description: 'Lingotins et petites barres, de préférence accompagnés de leur bulletin d’essai, rachetés sur la base du cours de l’or fin.',
          icon: 'layers',
        },
      ],
    },
    {
      id: 'prix-achat',
      kind: 'goldPrices',
      buying: goldBuying,
      title: 'Nos prix d’achat',
      intro:
        'Or à fondre au gramme selon son titre en millièmes, or d’investissement à la pièce\u00a0: voici ce que nous payons, la taxe due par le vendeur et ce que vous recevez.',
    },
    {
      id: 'simulateur',
      kind: 'goldSimulator',
      title: 'Estimez la valeur de votre or',
      intro:
        'Indiquez le poids en grammes et le titre de votre or\u00a0: le simulateur applique nos prix d’achat et déduit la taxe. Le prix définitif est fixé à l’atelier, après pesée et test devant vous.',
    },
    {
      id: 'nos-engagements',
      kind: 'features',
      title: 'Nos engagements',
      items: [
        {
          title: 'Pesée devant vous',
          description: 'Votre or est pesé sur une balance de précision vérifiée, dont vous lisez vous-même l’affichage.',
          icon: 'scale',
        },
        {
          title: 'Test du titre sous vos yeux',
          description: 'Nous déterminons le titre de chaque pièce, de 9 à 24 carats, par une analyse qui n’abîme pas vos bijoux.',
          icon: 'microscope',
        },
        {
          title: 'Un prix expliqué',
          description: 'Poids, titre, cours du jour : le calcul vous est détaillé ligne par ligne. Vous restez libre de vendre ou non.',
          icon: 'eye',
        },
        {
          title: 'Paiement par virement',
          description:
            'La loi interdit le paiement en espèces de l’or acheté à un particulier\u00a0: nous réglons par virement, à l’issue des 24\u00a0heures pendant lesquelles vous pouvez vous rétracter.',
          icon: 'hand-coins',
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Comment se déroule la vente',
      steps: [
        {
          title: 'Accueil et identification',
          description:
            'Munissez-vous d’une pièce d’identité en cours de validité, que la loi nous impose d’enregistrer, et d’un relevé d’identité bancaire pour le virement.',
        },
        {
          title: 'Tri, pesée et test',
          description: 'Devant vous, nous trions vos pièces par titre, retirons ce qui n’est pas de l’or, puis pesons et testons chaque lot.',
        },
        {
          title: 'Proposition de prix',
          description:
            'Nous vous présentons le calcul à nos prix d’achat du jour. Si vous acceptez, nous signons ensemble le contrat d’achat, dont vous gardez un exemplaire ; sinon, vous repartez avec votre or.',
        },
        {
          title: 'Paiement par virement',
          description: 'Vous disposez de 24 heures pour vous rétracter ; le virement est émis sur votre compte à l’issue de ce délai.',
        },
      ],
    },
    {
      id: 'temoignages',
      kind: 'testimonials',
      title: 'Ils nous ont vendu leur or',
      items: [
        {
          name: 'Jean-Pierre Lemoine',
          role: 'Vente de pièces anciennes',
          content:
            'J’avais hérité de quelques napoléons et je craignais d’être mal conseillé. Tout a été pesé et expliqué devant moi, sans aucune pression. Le virement est arrivé comme convenu.',
        },
        {
          name: 'Martine Girard',
          role: 'Paris 16ᵉ',
          content:
            'Des chaînes cassées qui dormaient dans un tiroir depuis des années. L’accueil a été courtois et le calcul parfaitement clair, du poids au prix final.',
        },
        {
          name: 'Karim Benali',
          role: 'Vente de bijoux de famille',
          content:
            'On m’a conseillé de garder une bague ancienne plutôt que de la vendre au poids, en m’expliquant pourquoi. Cette honnêteté m’a convaincu de vendre le reste ici.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Quels documents dois-je apporter ?',
          answer:
            'Une pièce d’identité en cours de validité et un relevé d’identité bancaire pour le virement. Si vous avez des factures ou des certificats d’achat, apportez-les aussi : ils peuvent compter pour la fiscalité de la vente.',
        },
        {
          question: 'Comment le prix est-il calculé ?',
          answer:
            'Le prix repose sur le poids de vos pièces et sur notre prix d’achat au gramme pour leur titre, affiché sur cette page, dont nous déduisons la taxe sur les métaux précieux due par le vendeur. Certaines pièces de collection ou bijoux signés peuvent valoir davantage\u00a0: nous vous le signalons.',
        },
        {
          question: 'Pourquoi ne payez-vous pas en espèces ?',
          answer:
            'La loi française interdit de régler en espèces l’achat d’or auprès d’un particulier, quel qu’en soit le montant. Nous payons donc par virement ou par chèque barré à votre nom, à l’issue du délai de rétractation de 24\u00a0heures.',
        },
        {
          question: 'Que deviennent les pierres de mes bijoux ?',
          answer:
            'Nous les dessertissons devant vous avant la pesée. Vous pouvez les garder, nous les confier pour une future création ou nous demander une estimation séparée.',
        },
        {
          question: 'Suis-je obligé de vendre après l’estimation ?',
          answer: 'Non. L’estimation ne vous engage à rien : si le prix proposé ne vous convient pas, vous repartez avec l’intégralité de votre or.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Faites estimer votre or',
      text: `Venez à l’atelier, ${street}, ${hoursOfTheWeek}, avec votre pièce d’identité. Sur rendez-vous, nous vous recevons sans attente.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
