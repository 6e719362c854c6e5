import { site } from '../../site.ts'
import type { LegalPage } from '../types'
import {
  goldBuyingRules,
  hostSentence,
  legalIdentitySentence,
  mediatorLink,
  mediatorSentence,
  publicationDirectorSentence,
  reviewsRules,
  vatSentence,
} from './legalFacts.ts'
import { dataHost, legalIdentity, siteHost } from '../../owner.ts'
import { closedRequestLinkMonths, closedRequestPhotoDays, phoneVisitDays } from '../../retention.ts'

const { email, phone, address } = site
const legalName = legalIdentity.name
const lastUpdated = '2026-12-07'

export const privacyPolicy: LegalPage = {
  path: '/politique-de-confidentialite',
  metaTitle: 'Politique de confidentialité',
  metaDescription:
    'Données collectées par le formulaire de contact, finalités, durées de conservation, cookies et droits RGPD : comment la Maison Bologne protège vos données.',
  title: 'Politique de confidentialité',
  intro:
    'Vous nous confiez vos bijoux et vos montres ; vous nous confiez aussi quelques informations personnelles. Cette page explique lesquelles, pourquoi nous les recueillons, combien de temps nous les gardons et comment exercer vos droits.',
  lastUpdated,
  sections: [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement des données personnelles recueillies sur ce site est ${legalName}, ${address.full}.`,
        `Pour toute question relative à vos données, vous pouvez nous écrire à ${email} ou nous appeler au ${phone.display}.`,
      ],
    },
    {
      id: 'donnees-collectees',
      title: 'Données collectées',
      paragraphs: [
        'Lorsque vous utilisez le formulaire de contact, nous recueillons uniquement les informations nécessaires pour vous répondre :',
        'Nous ne recueillons aucune donnée bancaire sur ce site. Les cookies et traceurs, déposés uniquement selon vos choix, sont décrits plus bas.',
      ],
      list: [
        'vos nom et prénom ;',
        'votre adresse électronique ;',
        'votre numéro de téléphone ;',
        'le service concerné et votre message ;',
        'une photographie de votre bijou ou de votre montre, si vous choisissez d’en joindre une ;',
        'ce que nous y ajoutons : la référence de la demande, ses étapes et leurs dates, ses liens de suivi (sous forme d’empreinte), les accusés de réception et les courriels d’étape qui vous sont envoyés.',
      ],
    },
    {
      id: 'finalites',
      title: 'Finalités',
      paragraphs: ['Vos données sont utilisées pour :'],
      list: [
        'répondre à vos questions et vous rappeler si vous le souhaitez ;',
        'établir un devis et préparer un rendez-vous ;',
        'assurer le suivi d’une création, d’une réparation ou d’une expertise ;',
        'respecter nos obligations légales, notamment comptables.',
      ],
    },
    {
      id: 'base-legale',
      title: 'Base légale',
      paragraphs: [
        'Le traitement des demandes envoyées par le formulaire repose sur l’exécution de mesures précontractuelles prises à votre demande (article 6.1.b du RGPD), puis sur l’exécution du contrat lorsque vous nous confiez un travail.',
        'L’affichage de contenus intégrés fournis par un tiers (la carte de la page contact) repose sur votre consentement (article 6.1.a), que vous pouvez retirer à tout moment. La sécurité du site et la prévention des envois abusifs reposent sur notre intérêt légitime (article 6.1.f), la conservation des pièces comptables sur une obligation légale (article 6.1.c).',
      ],
    },
    {
      id: 'destinataires-hebergement',
      title: 'Destinataires et hébergement',
      paragraphs: [
        'Vos données sont destinées aux seules personnes de la maison chargées de traiter votre demande. Elles ne sont ni vendues, ni louées, ni cédées à des fins commerciales.',
        `Les pages du site sont servies par ${siteHost.name}, qui reçoit, comme tout hébergeur, l’adresse IP des visiteurs pour leur transmettre les pages. Les demandes envoyées par le formulaire, et les photographies qui les accompagnent, sont hébergées par notre sous-traitant ${dataHost.name}, dans un centre de données situé dans l’Union européenne. Si une intervention technique devait avoir lieu hors de l’Union, elle serait encadrée par les clauses contractuelles types de la Commission européenne.`,
        'À son arrivée, chaque demande reçoit une référence, et vous recevez un accusé de réception par courriel : il ne reprend de ce que vous avez écrit que votre nom, et donne la référence et un lien privé vers la page de suivi de la demande, qui en montre les étapes (reçue, examinée, en atelier, prête…). Une même adresse ne reçoit pas plus d’un accusé de réception toutes les dix minutes. Le lien de suivi n’est conservé par nos soins que sous forme d’empreinte (hachage) ; la page de suivi garde sur votre appareil la dernière étape qu’elle a lue, pour l’afficher hors connexion.',
        'La page « Suivre ma demande » vous envoie par courriel, à l’adresse que vous y indiquez, un lien de suivi pour chacune de vos demandes en cours, avec sa référence, son service et sa date d’envoi, rien d’autre. La page répond de la même façon que l’adresse nous soit connue ou non, et une adresse inconnue ne reçoit rien. Une même adresse ne reçoit pas plus d’un tel courriel toutes les dix minutes : pour cela, nous gardons une empreinte (hachage) de l’adresse pendant une heure.',
        'À une étape de votre demande (devis envoyé, pièce en atelier, prête à retirer, remise…), l’atelier peut vous en prévenir par courriel : ce courriel ne reprend de ce que vous avez écrit que votre nom, et donne la référence, le texte de l’atelier et un nouveau lien de suivi ; pour une pièce prête à retirer, les prochains jours d’ouverture et leurs horaires. Le journal de l’atelier garde qu’un tel courriel vous a été envoyé, pas son texte.',
        'Chaque demande est signalée à l’atelier par courriel, et les réponses à une demande de rendez-vous (confirmation, autre horaire proposé, rappel la veille) vous sont envoyées par courriel, par l’intermédiaire de notre prestataire d’envoi de courriels. Les rendez-vous confirmés (jour, heure, nom, coordonnées et service) figurent aussi dans l’agenda de l’atelier, qui les lit par un lien privé connu de lui seul.',
        'La carte de la page contact est fournie par Google Maps (Google Ireland Limited). Elle ne s’affiche qu’avec votre accord (contenus intégrés) ou lorsque vous la demandez : Google reçoit alors votre adresse IP et peut déposer des cookies, selon sa propre politique de confidentialité. L’adresse de la page que vous consultez ne lui est pas transmise.',
      ],
    },
    {
      id: 'duree-conservation',
      title: 'Durée de conservation',
      paragraphs: ['Nous ne conservons vos données que le temps nécessaire :'],
      list: [
        'demandes de contact : trois ans à compter de notre dernier échange ;',
        'la référence d’une demande, ses étapes, les empreintes de ses liens de suivi et de l’adresse à laquelle son accusé de réception a été envoyé : avec la demande ;',
        `liens de suivi : ils cessent de fonctionner ${closedRequestLinkMonths} mois après la clôture de la demande (pièce remise ou demande annulée), et leurs empreintes sont alors supprimées ;`,
        `photographies jointes : supprimées à la clôture de la demande, automatiquement au plus tard ${closedRequestPhotoDays} jours après celle-ci, et dans tous les cas au plus tard trois ans après notre dernier échange ;`,
        `rendez-vous pris par téléphone (nom et numéro) : ${phoneVisitDays} jours après la date du rendez-vous ;`,
        'factures et pièces comptables : dix ans, comme l’impose la loi ;',
        'vos choix en matière de cookies : six mois, après quoi nous vous les redemandons.',
        'l’adresse de connexion et l’adresse e-mail de chaque message envoyé, conservées sous forme d’empreinte (hachage) pour limiter les envois abusifs : vingt-quatre heures ;',
        'l’adresse e-mail indiquée sur la page « Suivre ma demande », conservée sous forme d’empreinte (hachage) lorsqu’un courriel lui a été envoyé : une heure.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'Lors de votre première visite, un bandeau vous permet d’accepter ou de refuser les contenus intégrés. Refuser est aussi simple qu’accepter, et aucun cookie non nécessaire n’est déposé avant votre choix.',
        'Vous pouvez modifier votre consentement à tout moment grâce au bouton « Paramètres des cookies », en pied de page.',
      ],
      list: [
        'Nécessaires : indispensables au fonctionnement du site et à la mémorisation de vos choix ; ils ne requièrent pas de consentement.',
        'Contenus intégrés : la carte Google Maps de la page contact, chargée depuis les serveurs de Google (Google Ireland Limited), qui reçoit alors votre adresse IP et peut déposer ses propres cookies ; sans votre accord, elle ne se charge que si vous la demandez.',
        'Le site ne dépose aucun cookie de mesure d’audience ni de publicité.',
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      paragraphs: [
        'Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous disposez des droits suivants :',
        'Pour les exercer, écrivez-nous par courrier ou par courriel ; nous vous répondons dans un délai d’un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur cnil.fr.',
      ],
      list: [
        'droit d’accès à vos données et d’en obtenir une copie ;',
        'droit de rectification ;',
        'droit à l’effacement ;',
        'droit à la limitation du traitement ;',
        'droit d’opposition ;',
        'droit à la portabilité ;',
        'droit de retirer votre consentement à tout moment ;',
        'droit de définir des directives sur le sort de vos données après votre décès.',
      ],
    },
    {
      id: 'contact',
      title: 'Nous contacter',
      paragraphs: [
        `Pour toute question sur cette politique ou sur vos données, écrivez à ${email}, ou par courrier à ${legalName}, ${address.full}. Vous pouvez aussi nous appeler au ${phone.display}.`,
      ],
    },
  ],
}

export const legalNotice: LegalPage = {
  path: '/mentions-legales',
  metaTitle: 'Mentions légales',
  metaDescription:
    'Mentions légales du site de la Maison Bologne, joaillier et horloger à Paris 16ᵉ : éditeur, directeur de la publication, hébergement, propriété intellectuelle.',
  title: 'Mentions légales',
  intro:
    'Conformément à la loi pour la confiance dans l’économie numérique du 21 juin 2004, voici les informations relatives à l’éditeur et à l’hébergement de ce site.',
  lastUpdated,
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      paragraphs: [legalIdentitySentence, vatSentence, `Téléphone\u00a0: ${phone.display}. Courriel\u00a0: ${email}.`],
    },
    {
      id: 'directeur-publication',
      title: 'Directeur de la publication',
      paragraphs: [publicationDirectorSentence],
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      paragraphs: [
        `Les pages du site sont hébergées et servies par ${hostSentence(siteHost)}.`,
        `Les demandes envoyées par le formulaire de contact, ainsi que les photographies qui les accompagnent, sont hébergées par ${hostSentence(dataHost)}, dans un centre de données situé dans l’Union européenne.`,
      ],
    },
    {
      id: 'mediation',
      title: 'Médiation de la consommation',
      paragraphs: [mediatorSentence],
      links: [mediatorLink],
    },
    {
      id: 'avis-clients',
      title: 'Avis de nos clients',
      paragraphs: reviewsRules,
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      paragraphs: [
        `L’ensemble des contenus de ce site, textes, photographies, vidéos, dessins de bijoux, logos et mise en page, est la propriété de ${legalName} ou fait l’objet d’une autorisation d’utilisation.`,
        'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constituerait une contrefaçon au sens du Code de la propriété intellectuelle.',
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      paragraphs: [
        'Les données transmises par le formulaire de contact servent uniquement à traiter votre demande. Leur usage, leur durée de conservation et vos droits sont détaillés dans notre politique de confidentialité.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'Le site dépose des cookies nécessaires à son fonctionnement et, avec votre accord seulement, ceux de la carte Google Maps de la page contact ; il ne mesure pas son audience et n’affiche aucune publicité. Vous pouvez modifier vos choix à tout moment grâce au bouton « Paramètres des cookies », en pied de page.',
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      paragraphs: [
        `${legalName} veille à l’exactitude des informations publiées sur ce site, notamment ses horaires et ses délais indicatifs, mais ne peut garantir qu’elles soient exemptes d’erreur. Seuls les devis et documents remis en boutique font foi.`,
        'Les liens vers des sites tiers sont fournis à titre d’information ; nous ne sommes pas responsables de leur contenu.',
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de solution amiable, les tribunaux français sont seuls compétents.',
      ],
    },
  ],
}

export const termsOfSale: LegalPage = {
  path: '/cgv',
  metaTitle: 'Conditions générales de vente',
  metaDescription:
    'Conditions générales de vente de la Maison Bologne : devis, prix TTC, acompte de 30 %, paiement, rétractation, garanties, dépôt et assurance des objets confiés.',
  title: 'Conditions générales de vente',
  intro: `Les présentes conditions s’appliquent aux ventes de bijoux et de montres, aux créations sur mesure, aux réparations et aux prestations proposées par ${legalName}, en boutique comme à distance.`,
  lastUpdated,
  sections: [
    {
      id: 'objet',
      title: 'Objet et champ d’application',
      paragraphs: [
        `Les présentes conditions régissent les relations entre ${legalName}, ${address.full}, et ses clients. Toute commande vaut acceptation des conditions en vigueur à sa date.`,
        'Le rachat d’or et de métaux précieux obéit à des règles particulières, décrites plus bas.',
      ],
    },
    {
      id: 'devis-commande',
      title: 'Devis et commande',
      paragraphs: [
        'Toute création sur mesure, transformation ou réparation donne lieu à un devis écrit et gratuit, qui précise la nature des travaux, le prix et le délai indicatif. Sauf mention contraire, il est valable un mois.',
        'La commande est ferme à la signature du devis et au versement de l’acompte. Tout travail supplémentaire découvert en cours d’intervention fait l’objet d’un nouveau devis soumis à votre accord.',
      ],
    },
    {
      id: 'prix',
      title: 'Prix',
      paragraphs: [
        'Les prix sont indiqués en euros, toutes taxes comprises (TTC), hors frais de livraison. Les frais de livraison éventuels sont précisés avant la validation de la commande.',
        'Le prix d’une création sur mesure est fixé au devis, compte tenu du cours des métaux précieux à sa date ; il ne varie plus une fois la commande passée.',
      ],
    },
    {
      id: 'paiement',
      title: 'Acompte et paiement',
      paragraphs: [
        'Les créations sur mesure et les réparations donnent lieu au versement d’un acompte de 30 % à la commande ; le solde est réglé à la livraison, lors de la remise de l’objet.',
        'Le paiement s’effectue par carte bancaire, par virement ou en espèces dans les limites fixées par l’article D. 112-3 du Code monétaire et financier.',
      ],
    },
    {
      id: 'delais-livraison',
      title: 'Délais et livraison',
      paragraphs: [
        'Les délais figurant sur le devis sont indicatifs ; nous vous informons sans attendre de tout retard. Les objets sont remis en boutique, ou expédiés à vos frais par envoi assuré si vous le demandez.',
        'En cas d’expédition, le risque de perte ou d’endommagement vous est transféré au moment où vous prenez physiquement possession du colis.',
      ],
    },
    {
      id: 'retractation',
      title: 'Droit de rétractation',
      paragraphs: [
        'Pour une commande conclue à distance ou hors de la boutique, vous disposez d’un délai de 14 jours à compter de la réception de l’objet pour exercer votre droit de rétractation, sans avoir à vous justifier. Il vous suffit de nous en informer par une déclaration dénuée d’ambiguïté, par courrier ou par courriel.',
        'L’objet doit nous être retourné dans les 14 jours suivant cette déclaration, dans son état d’origine. Nous vous remboursons dans les 14 jours suivant sa réception.',
        'Conformément à l’article L. 221-28 du Code de la consommation, ce droit ne s’applique pas aux créations personnalisées ou réalisées sur mesure selon vos spécifications.',
      ],
    },
    {
      id: 'garanties',
      title: 'Garanties',
      paragraphs: [
        'Nos produits bénéficient de la garantie légale de conformité (articles L. 217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 à 1649 du Code civil).',
        'Nos réparations sont en outre garanties 12 mois à compter de la remise de l’objet, pièces et main-d’œuvre. Cette garantie ne couvre ni les chocs, ni l’usure normale, ni les dommages consécutifs à l’intervention d’un tiers. Les piles de montre sont garanties 6 mois.',
      ],
    },
    {
      id: 'depot-assurance',
      title: 'Dépôt et assurance des objets confiés',
      paragraphs: [
        'Tout objet confié à l’atelier fait l’objet d’un bon de dépôt qui le décrit, mentionne son état apparent et la valeur que vous déclarez. Ce bon vous sera demandé pour récupérer l’objet.',
        'Les objets confiés sont assurés pendant toute la durée de leur séjour à l’atelier, sur la base de la valeur déclarée au dépôt.',
      ],
    },
    {
      id: 'objets-non-retires',
      title: 'Objets non retirés',
      paragraphs: [
        'Nous vous prévenons dès que votre objet est prêt. S’il n’est pas retiré, nous vous adressons un rappel par courrier ou par courriel.',
        'Un objet non retiré un an après la fin des travaux peut être vendu selon la procédure prévue par la loi du 31 décembre 1903 relative à la vente de certains objets abandonnés, après autorisation du juge. Le produit de la vente, déduction faite des sommes dues, est tenu à votre disposition.',
      ],
    },
    {
      id: 'reclamations-mediation',
      title: 'Réclamations et médiation',
      paragraphs: [
        `Toute réclamation peut être adressée par courrier à ${legalName}, ${address.full}, ou par courriel à ${email}. Nous y répondons dans un délai d’un mois.`,
        mediatorSentence,
      ],
      links: [mediatorLink],
    },
    {
      id: 'rachat-metaux-precieux',
      title: 'Rachat d’or et de métaux précieux',
      paragraphs: goldBuyingRules,
      links: [{ label: 'Nos prix d’achat de l’or', href: '/services/achat-or#prix-achat' }],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont soumises au droit français. En cas de litige, vous pouvez saisir, à votre choix, la juridiction du lieu où vous demeuriez lors de la conclusion du contrat ou de la survenance du fait dommageable, ou toute autre juridiction compétente.',
      ],
    },
  ],
}
