// The legal pages' sentences that quote the owner's facts (lib/owner.ts): the publisher's identity
// (LCEN of 21 June 2004, art. 6-III), the hosts, the consumer mediator (Code de la consommation,
// L. 616-1 and R. 616-1), how reviews are collected and ordered (L. 111-7-2, D. 111-16 to D. 111-19)
// and the rules of buying gold from consumers (L. 224-96 to L. 224-99).
import { formatPercent, totalTaxRate } from '../../goldTax.ts'
import { displayedFigures, goldBuying, legalIdentity, mediator, reviewsChecking } from '../../owner.ts'
import type { Host } from '../../ownerFacts.ts'
import { site } from '../../site.ts'

const { name, form, capitalEuros, register, registerCity, siren, vatNumber, publicationDirector } = legalIdentity
const euros = (amount: number) => `${amount.toLocaleString('fr-FR')}\u00a0€`
const registerName = register === 'RCS' ? `registre du commerce et des sociétés de ${registerCity}` : `répertoire des métiers de ${registerCity}`

export const legalIdentitySentence = `Ce site est édité par ${name}, ${form} au capital de ${euros(capitalEuros)}, dont le siège social est situé ${site.address.full}, immatriculée au ${registerName} sous le numéro ${siren}.`
export const vatSentence = `Numéro de TVA intracommunautaire\u00a0: ${vatNumber}.`
export const publicationDirectorSentence = `La direction de la publication est assurée par ${publicationDirector.name}, ${publicationDirector.role} de ${name}.`

/** 'Cloudflare, Inc., 101 Townsend Street…, téléphone : +1 650 319 8930 (https://www.cloudflare.com)' */
export const hostSentence = (host: Host) => `${host.name}, ${host.address}, téléphone\u00a0: ${host.phone} (${host.website})`

export const mediatorSentence = `En cas de litige que nous n’aurions pu régler ensemble, vous pouvez recourir gratuitement au médiateur de la consommation dont relève ${name}, conformément aux articles L.\u00a0616-1 et R.\u00a0616-1 du Code de la consommation\u00a0: ${mediator.name}, ${mediator.address}. Vous pouvez le saisir en ligne, sur son site.`
export const mediatorLink = { label: `Site du médiateur\u00a0: ${mediator.website}`, href: mediator.website }

export const reviewsRules = [
  'Les avis présentés sur la page contact sont recueillis par la maison elle-même, auprès de clients qui lui ont confié un travail, avec leur accord pour les publier sous leur prénom et l’initiale de leur nom. Aucun n’est repris d’un autre site.',
  reviewsChecking,
  'Chaque avis est affiché avec sa date. Les avis sont présentés un à la fois, à tour de rôle, selon un score qui tient compte de la longueur du texte, de la note (les notes les moins élevées passent en premier) et de l’ancienneté (plus d’un mois) ; à score égal, l’ordre est tiré au hasard. Ce classement n’est donc pas chronologique.',
  `La note moyenne et le nombre d’avis indiqués sur la page d’accueil et sur certaines pages de services proviennent de notre fiche ${displayedFigures.rating.source}, distincte des avis présentés sur la page contact.`,
  'Ces informations sont données en application de l’article L.\u00a0111-7-2 et des articles D.\u00a0111-16 à D.\u00a0111-19 du Code de la consommation.',
]

const taxRate = formatPercent(totalTaxRate(goldBuying.tax))

export const goldBuyingRules = [
  'Tout achat d’or, d’argent ou de platine à un particulier fait l’objet d’un contrat écrit, dont un exemplaire vous est remis à la signature (articles L.\u00a0224-97 et L.\u00a0224-98 du Code de la consommation). Il indique notamment la nature, le poids et le titre en millièmes de chaque objet, le prix et les taxes à votre charge.',
  'Vous disposez d’un délai de vingt-quatre heures à compter de la signature du contrat pour vous rétracter, sans motif ni pénalité, au moyen du formulaire détachable qui y est joint (article L.\u00a0224-99). L’exécution du contrat est suspendue pendant ce délai\u00a0: le prix vous est versé à son expiration.',
  'Le prix est réglé par virement sur un compte ouvert à votre nom ou par chèque barré à votre nom, jamais en espèces (article L.\u00a0112-6 du Code monétaire et financier).',
  `Le vendeur acquitte la taxe forfaitaire sur les métaux précieux, de ${formatPercent(goldBuying.tax.flatRate)}, et la contribution pour le remboursement de la dette sociale, de ${formatPercent(goldBuying.tax.crdsRate)}, soit ${taxRate} du prix de cession ; nous la retenons sur le prix et la reversons pour votre compte.`,
  'Nos prix d’achat au gramme par titre, et à la pièce pour l’or d’investissement, sont affichés à la boutique et sur notre page Achat d’or, avec le montant de la taxe pour chacun. Les bijoux d’occasion font l’objet d’une estimation personnalisée.',
]
