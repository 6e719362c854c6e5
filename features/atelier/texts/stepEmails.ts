// « À traiter »: the e-mail offered to the customer once a request has moved to a step. The text is
// the workshop's, edited before it leaves; the e-mail adds « Bonjour <name>, » before it, then the
// reference and the tracking link after it (and the next opening days for « Prête à retirer »):
// supabase/functions/_shared/request/stepEmail.ts.
import type { RequestStatus } from '../../request-tracking'

/** The text offered for each step a request may reach (« Reçue » is never reached by a move). */
export const stepTemplates: Readonly<Record<Exclude<RequestStatus, 'received'>, string>> = {
  examined: 'Nous avons examiné votre demande. Nous revenons vers vous très vite avec la suite que nous vous proposons.',
  quote_sent: 'Votre devis vous attend sur votre page de suivi. Prenez le temps de le lire, et appelez-nous pour toute question.',
  quote_accepted: 'Merci d’avoir accepté notre devis. Nous préparons le travail et vous tiendrons au courant de son avancement.',
  quote_declined: 'Nous avons bien noté que vous ne donnez pas suite à notre devis. Dites-nous si vous souhaitez une autre proposition.',
  in_workshop: 'Votre pièce est entre les mains de nos artisans, à l’atelier. Nous vous prévenons dès qu’elle est prête.',
  ready:
    'Bonne nouvelle\u00a0: votre pièce est prête. Vous pouvez venir la retirer à l’atelier aux heures d’ouverture ci-dessous, avec la référence de votre demande.',
  handed_over: 'Votre pièce vous a été remise. Merci de votre confiance, et à bientôt à l’atelier.',
  cancelled: 'Votre demande est annulée. Pour toute question, appelez-nous en rappelant sa référence.',
}

export const stepEmailTexts = {
  title: (name: string) => `Prévenir ${name} par e-mail ?`,
  body: (label: string) => `La demande est passée à l’étape « ${label} ». Vous pouvez l’écrire au client : relisez le texte et modifiez-le si besoin.`,
  label: 'Le texte de l’e-mail',
  hint: 'L’e-mail commence par « Bonjour » et le nom du client, puis donne la référence de la demande et le lien vers sa page de suivi.',
  hintReady:
    'L’e-mail commence par « Bonjour » et le nom du client, puis donne les prochains jours d’ouverture avec leurs horaires, la référence de la demande et le lien vers sa page de suivi.',
  send: 'Envoyer l’e-mail',
  sending: 'Envoi en cours…',
  retry: 'Réessayer',
  skip: 'Ne pas prévenir',
  missing: 'Écrivez le texte de l’e-mail, ou choisissez « Ne pas prévenir ».',
  tooLong: 'Ce texte est trop long (4 000 caractères au plus).',
  sent: (name: string) => `E-mail envoyé à ${name}.`,
  failed: 'L’e-mail n’est pas parti. Vérifiez la connexion, puis réessayez\u00a0: votre texte est gardé.',
  moved: 'La demande a changé d’étape entre-temps\u00a0: cet e-mail ne correspond plus. Rien n’a été envoyé.',
  refused: 'Cet e-mail ne peut pas être envoyé pour cette demande. Rien n’a été envoyé.',
} as const
