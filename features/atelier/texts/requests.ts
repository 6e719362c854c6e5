// « À traiter » and the journal, in the owner's words.
import type { RequestAction } from '../requestActions'

export const justNow = 'à l’instant'

export const toDo = {
  heading: 'Demandes à traiter',
  loading: 'Chargement des demandes…',
  failed: 'Les demandes n’ont pas pu être chargées. Vérifiez la connexion.',
  empty: 'Aucune demande en attente. Tout est traité.',
  count: (n: number) => (n === 1 ? '1 demande ouverte, la plus ancienne en premier.' : `${n} demandes ouvertes, les plus anciennes en premier.`),
  refresh: 'Actualiser',
  received: 'Reçue',
  visitAsked: (slot: string) => `Visite demandée : ${slot}`,
  visitStatus: {
    requested: 'à confirmer',
    confirmed: 'confirmée',
    proposed: 'autre créneau proposé, en attente de réponse',
    declined: 'déclinée',
    cancelled: 'annulée',
  } as Readonly<Record<string, string>>,
  photoAlt: (name: string) => `Photo jointe par ${name}`,
  photoOpen: 'Voir la photo en grand',
  photoFailed: 'Photo indisponible pour le moment.',
  readMessage: 'Lire le message',
  phone: 'Téléphone',
  replied: 'Répondu',
  acknowledged: 'Réception accusée',
  replyByEmail: 'Répondre par e-mail',
  replyByWhatsApp: 'Répondre par WhatsApp',
  call: 'Appeler',
} as const

export const actionLabels: Readonly<Record<RequestAction, string>> = {
  reply: 'Marquer « Répondu »',
  acknowledge: 'Accuser réception',
  confirm: 'Confirmer la visite',
  propose: 'Proposer un autre créneau',
  cancel: 'Annuler la visite',
  close: 'Clore',
  decline: 'Décliner la visite',
}

/** The confirmation a destructive action asks first. */
export const confirmations = {
  close: {
    title: 'Clore cette demande ?',
    body: (name: string) =>
      `La demande de ${name} quittera la liste « À traiter » et sa photo sera supprimée définitivement, comme la politique de confidentialité le promet. Sa page de suivi dira « Annulée » (« Remise » si elle était prête à retirer). Rien n’est envoyé à la personne.`,
    confirm: 'Oui, clore et supprimer la photo',
  },
  cancel: {
    title: 'Annuler cette visite confirmée ?',
    body: (name: string) => `${name} recevra un e-mail d’annulation, avec l’annulation pour son agenda. Le créneau sera de nouveau proposé sur le site.`,
    confirm: 'Oui, annuler la visite',
  },
  keep: 'Non, revenir',
} as const

export const propose = {
  title: 'Proposer un autre créneau',
  help: 'La personne recevra ce créneau par e-mail et pourra l’accepter d’un clic. Rien n’est réservé avant son accord.',
  day: 'Jour',
  time: 'Heure',
  missing: 'Choisissez un jour et une heure.',
  send: 'Envoyer la proposition',
  keep: 'Annuler',
} as const

export const pickTime = {
  title: 'Confirmer la visite',
  help: 'La personne n’a pas choisi d’heure : indiquez celle de la visite. Elle recevra la confirmation par e-mail.',
  send: 'Confirmer ce créneau',
} as const

export const results: Readonly<Record<RequestAction, string>> = {
  reply: 'Demande marquée « Répondu ».',
  acknowledge: 'Réception accusée : la personne a reçu un e-mail.',
  confirm: 'Visite confirmée : la personne a reçu la confirmation par e-mail.',
  propose: 'Proposition envoyée par e-mail.',
  cancel: 'Visite annulée : la personne va recevoir un e-mail, avec l’annulation pour son agenda.',
  close: 'Demande close.',
  decline: 'Visite déclinée : la personne va recevoir votre message par e-mail. La demande reste ouverte.',
}

export const decline = {
  title: 'Décliner cette visite ?',
  body: (name: string) =>
    `${name} recevra un e-mail qui décline la visite, avec votre message. La demande reste dans « À traiter » : vous pourrez encore répondre ou la clore.`,
  label: 'Votre message à la personne',
  hint: 'Par exemple : « L’atelier est complet cette semaine-là, écrivez-nous pour un autre jour. »',
  missing: 'Écrivez un message : la personne saura pourquoi.',
  tooLong: 'Le message est trop long (1 000 caractères au plus).',
  confirm: 'Oui, décliner et envoyer',
} as const

export const alreadyText = 'Déjà fait : rien n’a changé.'
export const notMailedText = 'Attention : l’e-mail n’a pas pu partir. Prévenez la personne vous-même.'
export const photoKeptText = 'La photo n’a pas pu être supprimée tout de suite : elle le sera automatiquement dans la journée.'
export const failedText = 'Le serveur n’a pas répondu. Rien n’a été fait : réessayez dans un instant.'
export const closedMeanwhileText = 'Cette demande a été close entre-temps (dans un autre onglet ou depuis l’e-mail). Rien n’a été fait ; la liste est à jour.'
export const signedOutText = 'Votre session a pris fin. Reconnectez-vous : rien n’a été fait.'
export const notMemberText = 'Votre accès à l’espace atelier a été retiré. Rien n’a été fait.'

/** Refusals of the back office's own actions, beside those the links share (features/request-tracking/visit-actions). */
export const atelierRefusals: Readonly<Record<string, string>> = {
  reason_missing: 'Écrivez un message à la personne. Rien n’a été fait.',
  reason_too_long: 'Le message est trop long (1 000 caractères au plus). Rien n’a été fait.',
}
