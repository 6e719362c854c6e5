// The workshop's e-mail when a customer accepts or declines a quote on the tracking page: the
// request's reference, the amount, the answer and a link to the back office, nothing the customer
// typed. Plain TypeScript, shared by quote-answer (Deno) and its unit test.
import { quoteAmountWords } from '../../../../lib/quoteRules.ts'
import { parisTime } from './workshopEmail.ts'
import { escapeHtml, htmlDocument, messageIdOn } from '../mailParts.ts'

/** What public.claim_quote_answer hands over. */
export interface QuoteAnswerClaim {
  reference: string
  amount_cents: number
  answer: 'accepted' | 'declined'
  answered_at: string
}

export interface QuoteAnswerEmail {
  subject: string
  text: string
  html: string
}

/** One e-mail per quote answered. */
export const quoteAnswerMessageId = (quoteId: string, senderAddress: string) => messageIdOn(`devis-${quoteId.toLowerCase()}`, senderAddress)

const answerWords = { accepted: 'accepté', declined: 'refusé' } as const

export function buildQuoteAnswerEmail(claim: QuoteAnswerClaim, { siteUrl }: { siteUrl: string }): QuoteAnswerEmail {
  const answered = answerWords[claim.answer]
  const amount = `${quoteAmountWords(claim.amount_cents)} TTC`
  const subject = `${claim.reference} — Devis ${answered} (${amount})`
  const link = `${siteUrl.replace(/\/+$/, '')}/atelier`
  const lines = [
    'Bonjour,',
    `Le client de la demande ${claim.reference} a ${answered} le devis de ${amount} en ligne, le ${parisTime(claim.answered_at)}.`,
    claim.answer === 'accepted'
      ? 'La demande est passée à «\u202fDevis accepté\u202f». Retrouvez-la dans l’espace atelier\u00a0:'
      : 'La demande est passée à «\u202fDevis refusé\u202f». Retrouvez-la dans l’espace atelier\u00a0:',
  ]
  const text = [...lines, link].join('\n\n')
  const html = htmlDocument(
    subject,
    [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">Ouvrir l’espace atelier</a></p>`].join('\n'),
  )
  return { subject, text, html }
}
