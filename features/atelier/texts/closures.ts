// « Fermetures », in the owner's words.

export const closureTexts = {
  tab: 'Fermetures',
  oneDay: (day: string) => `le ${day}`,
  range: (first: string, last: string) => `du ${first} au ${last}`,
  heading: 'Fermetures à venir',
  help: 'Les jours où l’atelier est fermé. Le site, le choix des créneaux et les rappels en tiennent compte.',
  loading: 'Chargement des fermetures…',
  failed: 'Les fermetures n’ont pas pu être chargées. Vérifiez la connexion.',
  empty: 'Aucune fermeture prévue.',
  remove: 'Retirer',
  removeTitle: 'Retirer cette fermeture ?',
  removeBody: (days: string) => `L’atelier sera de nouveau ouvert ${days} aux horaires habituels, et ces jours seront de nouveau proposés pour les visites.`,
  removeConfirm: 'Oui, retirer la fermeture',
  removed: 'Fermeture retirée.',
  removedAlready: 'Cette fermeture avait déjà été retirée. La liste est à jour.',
  keep: 'Non, revenir',
  addHeading: 'Ajouter une fermeture',
  firstDay: 'Premier jour fermé',
  lastDay: 'Dernier jour fermé',
  lastDayHint: 'Laissez vide pour un seul jour.',
  reason: 'Raison affichée sur le site',
  reasonHint: 'Par exemple : « Inventaire » ou « Congés ». 80 caractères au plus.',
  reasonTooLong: 'La raison est trop longue (80 caractères au plus).',
  note: 'Note pour l’atelier (jamais affichée)',
  check: 'Vérifier et enregistrer',
  checking: 'Vérification des visites…',
  firstDayMissing: 'Indiquez le premier jour fermé.',
  outOfOrder: 'Le dernier jour est avant le premier : corrigez l’un des deux. Rien n’a été enregistré.',
  past: 'Ces jours sont déjà passés. Rien n’a été enregistré.',
  tooLong: 'Une fermeture dure au plus un an. Rien n’a été enregistré.',
  confirmTitle: 'Fermer l’atelier ?',
  noVisits: (days: string) => `L’atelier sera fermé ${days}. Aucune visite ces jours-là.`,
  /** What the closure does to the visits it covers: n confirmed visits of requests, p booked by phone. */
  covered: (days: string, n: number, p: number) =>
    [
      `L’atelier sera fermé ${days}.`,
      n === 0
        ? ''
        : n === 1
          ? 'Une visite confirmée tombe ces jours-là : elle sera annulée et la personne recevra un e-mail.'
          : `${n} visites confirmées tombent ces jours-là : elles seront annulées et chaque personne recevra un e-mail.`,
      p === 0
        ? ''
        : p === 1
          ? 'Une visite réservée par téléphone sera retirée. Cette personne ne recevra aucun e-mail : appelez-la.'
          : `${p} visites réservées par téléphone seront retirées. Ces personnes ne recevront aucun e-mail : appelez-les.`,
    ]
      .filter(Boolean)
      .join(' '),
  visitsHeading: 'Visites annulées, avec un e-mail',
  phoneHeading: 'Visites réservées par téléphone, sans e-mail : à appeler',
  call: (phone: string) => `Appeler le ${phone}`,
  noPhone: 'pas de téléphone noté',
  visitsChanged: 'Les visites ont changé entre-temps : voici la liste à jour. Vérifiez-la avant de confirmer.',
  message: 'Message aux personnes dont la visite est annulée (facultatif)',
  confirmClose: 'Oui, fermer ces jours',
  confirmCloseCancelling: (n: number) => (n === 1 ? 'Oui, fermer et annuler la visite' : `Oui, fermer et annuler les ${n} visites`),
  /** Said once saved: n visits cancelled (their visitors e-mailed), p booked by phone removed. */
  savedWith: (n: number, p: number) =>
    n === 0 && p === 0
      ? 'Fermeture enregistrée.'
      : [
          'Fermeture enregistrée.',
          n === 0 ? '' : n === 1 ? '1 visite annulée : la personne reçoit un e-mail.' : `${n} visites annulées : chaque personne reçoit un e-mail.`,
          p === 0
            ? ''
            : p === 1
              ? '1 visite réservée par téléphone retirée : appelez la personne.'
              : `${p} visites réservées par téléphone retirées : appelez ces personnes.`,
        ]
          .filter(Boolean)
          .join(' '),
  refusals: {
    closure_past: 'Ces jours sont déjà passés. Rien n’a été enregistré.',
    days_out_of_order: 'Le dernier jour est avant le premier. Rien n’a été enregistré.',
    days_too_many: 'Une fermeture dure au plus un an. Rien n’a été enregistré.',
    days_missing: 'Indiquez le premier jour fermé. Rien n’a été enregistré.',
    opening_exceptions_reason_check: 'La raison est vide, trop longue ou contient un caractère invisible. Rien n’a été enregistré.',
    opening_exceptions_note_check: 'La note est trop longue (1 000 caractères au plus). Rien n’a été enregistré.',
    reason_too_long: 'Le message est trop long (1 000 caractères au plus). Rien n’a été enregistré.',
  } as Readonly<Record<string, string>>,
  refused: 'L’enregistrement a été refusé. Rien n’a été enregistré.',
} as const
