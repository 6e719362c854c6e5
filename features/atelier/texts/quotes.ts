// « Devis » on a request's card, in the owner's words.
import { quoteAmountWords, quoteLimits } from '../../../lib/quoteRules'

export const quoteTexts = {
  send: 'Devis',
  sendNew: 'Nouveau devis',
  title: 'Envoyer un devis',
  body: (name: string) =>
    `${name} le verra sur sa page de suivi, avec les conditions générales de vente, et pourra l’accepter ou le refuser. Un devis envoyé ne change plus\u00a0: pour le modifier, envoyez-en un nouveau, qui remplace l’ancien.`,
  amount: 'Montant TTC, en euros',
  amountHint: 'Par exemple : 450 ou 1 250,50',
  delay: 'Délai indicatif, en jours',
  delayHint: '21 jours s’affichent « 3 semaines ».',
  note: 'Travaux prévus',
  noteHint: 'Ce que comprend le devis, tel que le client le lira.',
  confirm: 'Envoyer le devis',
  keep: 'Non, revenir',
  problems: {
    amount: `Indiquez un montant en euros, plus de 0 et au plus ${quoteAmountWords(quoteLimits.maxCents)}.`,
    delay: `Indiquez un nombre entier de jours, de 1 à ${quoteLimits.maxDelayDays}.`,
    note: `Décrivez les travaux (${quoteLimits.note}\u00a0caractères au plus).`,
  },
  done: (reference: string) => `Devis envoyé pour ${reference}. La demande est passée à « Devis envoyé ».`,
  notAllowed: (status: string) => `Un devis ne peut pas être envoyé pour une demande à l’étape « ${status} ». La liste est mise à jour.`,
  invalid: 'Le devis n’a pas été envoyé\u00a0: vérifiez les champs signalés.',
  failed: 'Le devis n’a pas pu être envoyé. Vérifiez la connexion et réessayez\u00a0: ce que vous avez tapé est gardé.',
  current: 'Devis\u00a0:',
  line: (amount: string, delay: string) => `${amount} TTC, ${delay}`,
  waiting: 'en attente de réponse',
  accepted: (when: string) => `accepté en ligne le ${when}`,
  declined: (when: string) => `refusé en ligne le ${when}`,
} as const
