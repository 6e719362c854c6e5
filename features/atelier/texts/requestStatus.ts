// « À traiter »: the words around a request's status and its one-tap moves.
export const statusTexts = {
  /** Before the status, on the card. */
  now: 'Étape\u00a0:',
  /** The group of buttons, for a screen reader. */
  moves: 'Passer la demande à l’étape',
  done: (label: string) => `Demande passée à l’étape « ${label} ».`,
  already: (label: string) => `La demande est déjà à l’étape « ${label} ».`,
  notAllowed: 'Cette étape ne peut pas suivre celle où en est la demande (elle a peut-être changé entre-temps)\u00a0: la liste est mise à jour.',
  failed: 'L’étape n’a pas pu être changée. Vérifiez la connexion et réessayez.',
  confirmTitle: (label: string) => `Passer la demande à « ${label} » ?`,
  confirmBody: (name: string, label: string) =>
    `La demande de ${name} passera à l’étape « ${label} », que la personne verra sur sa page de suivi. Cette étape est la dernière : elle ne pourra plus changer.`,
  confirm: (label: string) => `Oui, passer à « ${label} »`,
  keep: 'Non, revenir',
} as const
