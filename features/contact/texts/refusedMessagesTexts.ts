// The panel listing messages the workshop's server refused (features/contact/RefusedMessages.tsx,
// loaded only when there is one): its texts travel in its own chunk.
export const refusedMessagesTexts = {
  title: (count: number) => (count > 1 ? `${count} messages n’ont pas pu être envoyés` : 'Un message n’a pas pu être envoyé'),
  explanation: 'Notre serveur a refusé ce qui suit. Corrigez-le dans le formulaire, où tout ce que vous aviez écrit vous attend, ou appelez-nous.',
  /** Shown when the message had no subject. */
  untitled: 'Message',
  toFix: (field: string) => `À corriger : ${field}.`,
  correct: 'Corriger et renvoyer',
  copy: 'Copier le texte',
  dismiss: 'J’ai bien noté, supprimer',
} as const
