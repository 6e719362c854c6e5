// The French of a quote on the tracking page: what it says, the two answers and their questions, and
// what the page says after an answer.
import type { QuoteAnswer, QuoteAnswerResult } from '../quoteApi'

export const quoteTexts = {
  title: 'Votre devis',
  sentAt: (when: string) => `Envoyé par l’atelier le ${when}.`,
  amount: 'Montant',
  ttc: 'TTC',
  delay: 'Délai indicatif',
  work: 'Travaux',
  terms: 'Ce que disent nos conditions générales de vente',
  withdrawal: 'Droit de rétractation',
  readTerms: (title: string) => `Lire « ${title} » dans les conditions générales de vente`,
  accept: 'Accepter le devis',
  decline: 'Refuser le devis',
  answered: { accepted: 'Vous avez accepté ce devis', declined: 'Vous avez refusé ce devis' } satisfies Record<QuoteAnswer, string>,
  answeredAt: (answered: string, when: string) => `${answered} le ${when}.`,
  waiting: 'Ce devis attend votre réponse.',
  notAwaiting: 'Ce devis n’attend plus de réponse en ligne. Pour en parler, appelez l’atelier.',
  past: 'Devis précédents',
  superseded: 'remplacé par un nouveau devis',
  pastAnswered: {
    accepted: (when: string) => `accepté le ${when}`,
    declined: (when: string) => `refusé le ${when}`,
  } satisfies Record<QuoteAnswer, (when: string) => string>,
  pastLine: (amount: string, sent: string) => `${amount} TTC, envoyé le ${sent}`,
  keep: 'Revenir au devis',
  confirm: {
    accepted: {
      title: 'Accepter ce devis ?',
      body: (amount: string) =>
        `Vous acceptez les travaux décrits pour ${amount} TTC, aux conditions rappelées sur cette page. L’atelier en sera prévenu aussitôt.`,
      yes: 'Oui, j’accepte le devis',
    },
    declined: {
      title: 'Refuser ce devis ?',
      body: (amount: string) => `Vous refusez les travaux proposés pour ${amount} TTC. L’atelier en sera prévenu aussitôt.`,
      yes: 'Oui, je refuse le devis',
    },
  },
  sending: 'Envoi de votre réponse…',
} as const

/** What the page says once an answer has been sent (or could not be). */
export function answerResultWords(result: QuoteAnswerResult, unknownLink: string, throttled: string): string {
  switch (result.kind) {
    case 'done':
      return result.answer === 'accepted'
        ? 'Merci\u00a0: votre accord est enregistré et l’atelier en est prévenu. Il revient vers vous pour la suite.'
        : 'Votre refus est enregistré et l’atelier en est prévenu.'
    case 'unknown':
      return unknownLink
    case 'throttled':
      return throttled
    case 'network':
      return 'Votre réponse n’a pas pu être envoyée\u00a0: vérifiez votre connexion, puis réessayez.'
    case 'refused':
      if (result.reason === 'superseded' || result.reason === 'unknown_quote')
        return 'Ce devis a été remplacé par un nouveau devis de l’atelier\u00a0: lisez-le avant de répondre.'
      if (result.reason === 'already_answered') return 'Ce devis a déjà reçu une réponse\u00a0: elle est indiquée sur cette page.'
      if (result.reason === 'not_awaiting')
        return 'Ce devis n’attend plus de réponse\u00a0: l’état de votre demande a changé. Pour en parler, appelez l’atelier.'
      return 'Votre réponse n’a pas pu être enregistrée. Actualisez la page, puis réessayez.'
  }
}
