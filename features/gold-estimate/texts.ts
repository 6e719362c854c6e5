// The gold page's price table and simulator (features/gold-estimate/). Plain constants: the build
// inlines them where they are used (vite.config.ts, inlineConst).
import { contactHref } from '../../lib/contactHref.ts'
import { formatPercent } from '../../lib/goldTax.ts'

/** The simulator's form, as screen readers name it. */
export const goldSimulatorLabel = 'Simulateur d’estimation'

export const metalNames = { or: 'Or', argent: 'Argent' } as const
/** 'Or 750 ‰ (18 carats)' */
export const gramPriceLabel = (metal: string, fineness: number, carats: number | null) =>
  `${metal} ${fineness}\u00a0‰${carats === null ? '' : ` (${carats}\u00a0carats)`}`
/** 'Napoléon 20 francs (or d’investissement)' */
export const piecePriceLabel = (piece: string) => `${piece} (or d’investissement)`
export const perGram = 'le gramme'
export const perPiece = 'la pièce'

export const goldPriceTableText = {
  caption: (date: string) => `Nos prix d’achat au ${date}`,
  title: 'Titre ou pièce',
  price: 'Prix d’achat',
  tax: (rate: number) => `Taxe (${formatPercent(rate)})`,
  net: 'Vous recevez',
  taxNote: (flat: number, crds: number) =>
    `La taxe forfaitaire sur les métaux précieux (${formatPercent(flat)}) et la CRDS (${formatPercent(crds)}), dues par le vendeur, sont retenues sur le prix et reversées pour votre compte.`,
  rules: [
    'Les bijoux d’occasion font l’objet d’une estimation personnalisée à l’atelier\u00a0: un bijou signé, ancien ou serti peut valoir davantage que son poids d’or.',
    'Chaque achat fait l’objet d’un contrat écrit, dont vous gardez un exemplaire ; vous disposez de 24 heures après sa signature pour vous rétracter.',
    'Le prix est réglé par virement ou par chèque barré à votre nom, jamais en espèces, comme l’impose la loi.',
  ],
  termsLink: { label: 'Les règles du rachat d’or dans nos conditions générales', href: '/cgv#rachat-metaux-precieux' },
} as const

export const goldSimulatorText = {
  weightLabel: 'Poids de l’or (en grammes)',
  purityLabel: 'Titre',
  resultLabel: 'Estimation, taxe déduite',
  /** The assumptions, in one line. */
  assumptions: (title: string, price: string, date: string, rate: number, tax: string) =>
    `${title} à ${price} le gramme (prix du ${date}), taxe de ${formatPercent(rate)} déduite (${tax}) ; or à fondre, sans pierres.`,
  notice:
    'Cette estimation est indicative et ne constitue pas une offre d’achat. Le prix définitif vous est proposé à l’atelier, après pesée et contrôle du titre en votre présence.',
  weightError: 'Indiquez un poids compris entre 0,1 et 5 000 grammes.',
  cta: { label: 'Prendre rendez-vous pour une estimation', href: contactHref('achat-or', 'rendez-vous') },
} as const
