import type { ServiceEntry, ServicePage } from '../types.ts'
import { experience, foundedYear, street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'creation-sur-mesure',
  group: 'joaillerie',
  name: 'Création sur mesure',
  category: 'creation',
  contactService: 'création',
  featured: true,
  headerMenu: true,
  icon: 'gem',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Le bijou que vous imaginez, dessiné avec vous puis façonné à la main dans notre atelier.',
  art: 'ring',
  metaTitle: 'Création de bijoux sur mesure à Paris 16ᵉ',
  metaDescription:
    'Bagues de fiançailles, alliances, pendentifs : nos joailliers dessinent et façonnent votre bijou sur mesure dans leur atelier du 16ᵉ, du croquis au polissage.',
  hero: {
    eyebrow: 'Création sur mesure',
    title: 'Un bijou dessiné pour vous, façonné dans notre atelier',
    intro: `Depuis ${foundedYear}, nos joailliers donnent forme aux projets les plus personnels, de la bague de fiançailles à l’alliance gravée. Vous nous confiez une idée, une pierre ou un simple souvenir ; nous en faisons une pièce unique, dessinée, façonnée et sertie rue Jean Bologne.`,
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Décrire votre projet', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Premier rendez-vous de 45 à 60 minutes', 'Dessin, fabrication et sertissage à l’atelier', `${experience} de savoir-faire`],
  },
  sections: [
    {
      id: 'pourquoi-sur-mesure',
      kind: 'prose',
      title: 'Pourquoi choisir le sur-mesure ?',
      paragraphs: [
        'Un bijou sur mesure ne ressemble qu’à celle ou celui qui le porte. Les proportions sont pensées pour votre main, la pierre choisie pour sa couleur et son feu, le métal accordé à votre carnation et à vos autres bijoux.',
        'C’est aussi une autre manière d’acheter : vous savez d’où vient chaque gramme d’or, qui a serti chaque pierre et combien d’heures d’atelier le bijou a demandé. Le devis détaille tout, avant la moindre commande.',
        'Enfin, une pièce conçue à l’atelier reste suivie par l’atelier. Nous connaissons sa construction, ses sertis et ses soudures ; son entretien, sa remise à taille ou une gravure ultérieure se font sans tâtonner.',
      ],
    },
    {
      id: 'nos-creations',
      kind: 'features',
      title: 'Ce que nous créons',
      intro: 'Chaque pièce naît d’un dessin à la main, puis d’une maquette que vous validez avant la fabrication.',
      items: [
        {
          title: 'Bagues de fiançailles',
          description:
            'Solitaire, trilogie, entourage ou monture ancienne revisitée : nous choisissons la pierre avec vous et dessinons la monture qui la met en valeur.',
          icon: 'gem',
        },
        {
          title: 'Alliances',
          description: 'Anneaux assortis ou volontairement différents, pavés, martelés ou lisses, ajustés pour s’épouser avec la bague de fiançailles.',
          icon: 'circle',
        },
        {
          title: 'Pendentifs et colliers',
          description: 'Une pierre suspendue, une médaille gravée, un motif qui vous ressemble, avec la chaîne choisie pour sa finesse et sa solidité.',
          icon: 'heart',
        },
        {
          title: 'Boucles d’oreilles',
          description: 'Puces, dormeuses ou pendants, équilibrés pour tenir confortablement la journée entière, avec des fermoirs adaptés à leur poids.',
          icon: 'sparkles',
        },
        {
          title: 'Bracelets',
          description: 'Jonc, gourmette ou ligne de pierres, mis à la mesure exacte de votre poignet et munis d’une sécurité discrète.',
          icon: 'link',
        },
        {
          title: 'Chevalières',
          description: 'Plateau lisse ou gravé de vos initiales ou de vos armoiries, en or jaune, rose ou blanc, pour un homme comme pour une femme.',
          icon: 'stamp',
        },
      ],
    },
    {
      id: 'processus',
      kind: 'steps',
      title: 'De l’idée au bijou, en cinq étapes',
      steps: [
        {
          title: 'Premier rendez-vous',
          description:
            'Pendant 45 à 60 minutes, nous parlons de votre projet, de vos goûts et de votre budget, en regardant ensemble des pierres et des montures.',
        },
        {
          title: 'Dessin et devis',
          description:
            'Nos joailliers dessinent une ou plusieurs propositions à la main et vous remettent un devis détaillé : métal, pierres et heures d’atelier.',
        },
        {
          title: 'Maquette',
          description: 'Une maquette en cire ou en résine vous permet d’essayer le volume du bijou et d’en ajuster les proportions avant la fabrication.',
        },
        {
          title: 'Fabrication et sertissage',
          description: 'Le bijou est façonné, assemblé puis serti à l’atelier, contrôlé à chaque étape sous la loupe du chef d’atelier.',
        },
        {
          title: 'Remise du bijou',
          description:
            'Nous vous le remettons poli, poinçonné et accompagné de son certificat décrivant le métal et les pierres, avec nos conseils d’entretien.',
        },
      ],
    },
    {
      id: 'temoignages',
      kind: 'testimonials',
      title: 'Ils nous ont confié leur projet',
      items: [
        {
          name: 'Sophie Marchand',
          role: 'Bague de fiançailles',
          content:
            'Je n’avais qu’une image en tête et un budget précis. L’atelier a su trouver un saphir d’un bleu magnifique et dessiner une monture qui me ressemble. La maquette en cire m’a rassurée avant la fabrication.',
        },
        {
          name: 'Thomas Delacroix',
          role: 'Alliances sur mesure',
          content:
            'Nous voulions deux alliances différentes mais qui se répondent. Trois rendez-vous ont suffi, et le résultat a dépassé ce que nous imaginions.',
        },
        {
          name: 'Hélène Vasseur',
          role: 'Paris 16ᵉ',
          content:
            'Un pendentif pour les quarante ans de ma fille, avec le diamant de sa grand-mère. Un travail d’une grande délicatesse et des conseils toujours justes.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps faut-il pour réaliser un bijou sur mesure ?',
          answer:
            'Comptez en général quatre à huit semaines après la validation du dessin, selon la complexité de la pièce et la recherche des pierres. Le délai exact figure sur votre devis. Pour une date précise, demande en mariage ou anniversaire, dites-le-nous dès le premier rendez-vous.',
        },
        {
          question: 'Quel budget prévoir ?',
          answer:
            'Le prix dépend surtout des pierres, du poids de métal et du temps d’atelier. Nous partons du budget que vous nous indiquez et vous proposons les choix qui en tirent le meilleur parti. Le devis détaille chaque poste avant toute commande.',
        },
        {
          question: 'Avec quels matériaux travaillez-vous ?',
          answer:
            'Nous travaillons l’or 18 carats jaune, rose ou blanc et le platine, ainsi que les diamants et les pierres précieuses et fines. Chaque bijou en métal précieux porte le poinçon de garantie exigé en France.',
        },
        {
          question: 'Puis-je vous confier une pierre que je possède déjà ?',
          answer:
            'Bien sûr : c’est souvent le point de départ d’un projet. Nous examinons d’abord la pierre pour vérifier son état et sa solidité, puis nous dessinons la monture autour d’elle. Si une pierre fragile présente un risque au sertissage, nous vous le disons avant de commencer.',
        },
        {
          question: 'Combien de rendez-vous faut-il prévoir ?',
          answer:
            'Le plus souvent trois : le premier rendez-vous de 45 à 60 minutes, la validation du dessin et de la maquette, puis la remise du bijou. Certaines étapes peuvent se faire à distance, sur photographies, si vous le souhaitez.',
        },
        {
          question: 'Mon bijou est-il garanti ?',
          answer:
            'Chaque création bénéficie de la garantie légale de conformité de deux ans et vous est remise avec son certificat. Comme nous l’avons fabriquée, nous restons l’atelier de référence pour son entretien, sa remise à taille ou une gravure ultérieure.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Parlons de votre futur bijou',
      text: `Venez nous rencontrer à l’atelier, ${street}, ${hoursOfTheWeek}. Apportez vos idées, vos images ou la pierre qui vous tient à cœur.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Écrire à l’atelier', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
