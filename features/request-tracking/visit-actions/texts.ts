// The action page's French (/suivi-demande): what each link of the workshop's or the visitor's
// e-mail would do, the button that does it, and each outcome, told as it is.
import type { VisitAction } from '../../../supabase/functions/_shared/request/visitActionToken'

export const loadingText = 'Ouverture de la demande…'
export const workingText = 'Un instant…'
export const slotLabel = 'Créneau'
export const slotPlaceholder = 'Choisir un créneau'
/** The last choice when proposing: any slot of the opening calendar, offered to visitors or not. */
export const otherSlotOption = 'Un autre jour ou une autre heure du calendrier…'
export const otherDayLabel = 'Jour'
export const otherTimeLabel = 'Heure (toutes les demi-heures, dans les horaires d’ouverture)'
export const noSlotText = 'Aucun créneau libre ce jour-là : proposez un autre créneau à la place.'
export const failedText = 'Le serveur n’a pas répondu. Réessayez dans un instant ; rien n’a été fait.'

export const headings: Readonly<Record<VisitAction, string>> = {
  confirm: 'Confirmer le rendez-vous',
  propose: 'Proposer un autre créneau',
  acknowledge: 'Accuser réception',
  close: 'Demande traitée — clore',
  accept: 'Accepter le créneau proposé',
  cancel: 'Annuler ma visite',
}

export const buttons: Readonly<Record<VisitAction, string>> = {
  confirm: 'Confirmer le rendez-vous',
  propose: 'Proposer ce créneau',
  acknowledge: 'Accuser réception',
  close: 'Clore la demande',
  accept: 'Accepter ce créneau',
  cancel: 'Annuler ma visite',
}

/** What pressing the button will do; `name` is the visitor's. */
export const effects: Readonly<Record<VisitAction, (name: string) => string>> = {
  confirm: (name) => `Le créneau sera réservé, et ${name} recevra par e-mail la confirmation, l’adresse et le rendez-vous pour son agenda.`,
  propose: (name) => `${name} recevra ce créneau par e-mail et pourra l’accepter d’un clic. Rien n’est réservé avant son accord.`,
  acknowledge: (name) => `${name} recevra un e-mail disant que l’atelier a lu son message. Rien n’est confirmé par là.`,
  close: () =>
    'La demande sera close (sa page de suivi dira « Annulée », ou « Remise » si elle était prête à retirer) et sa photo supprimée, comme la politique de confidentialité le promet ; une visite confirmée quitte l’agenda de l’atelier et n’a plus de rappel, sans que le visiteur en soit prévenu. Le reste suit la durée de conservation habituelle.',
  accept: () =>
    'Le rendez-vous sera confirmé, et vous recevrez par e-mail la confirmation avec l’adresse et le rendez-vous pour votre agenda. L’atelier en sera prévenu.',
  cancel: () => 'Le créneau sera rendu à d’autres visiteurs, et l’atelier prévenu par e-mail.',
}

export const requestSummary = (name: string, service: string) => `Demande de ${name} (${service}).`
export const requestedVisit = (slot: string) => `Rendez-vous demandé : ${slot}.`
export const currentVisit = (status: string, slot: string) => `${statusWords[status] ?? status} : ${slot}.`
export const proposedSlot = (slot: string) => `L’atelier vous propose : ${slot}.`

const statusWords: Readonly<Record<string, string>> = {
  requested: 'Demandé',
  confirmed: 'Confirmé',
  proposed: 'Proposé',
  declined: 'Décliné',
  cancelled: 'Annulé',
}

/** After the button: what was done. */
export const done: Readonly<Record<VisitAction, string>> = {
  confirm: 'Le rendez-vous est confirmé.',
  propose: 'Le créneau est proposé.',
  acknowledge: 'Réception accusée.',
  close: 'La demande est close.',
  accept: 'Votre visite est confirmée.',
  cancel: 'Votre visite est annulée.',
}

export const alreadyDone = 'Déjà fait : rien n’a changé.'
export const mailedText: Readonly<Record<VisitAction, string>> = {
  confirm: 'La confirmation est partie par e-mail.',
  propose: 'La proposition est partie par e-mail.',
  acknowledge: 'L’accusé de réception est parti par e-mail.',
  close: '',
  accept: 'La confirmation vous est envoyée par e-mail, et l’atelier est prévenu.',
  cancel: 'La confirmation d’annulation vous est envoyée par e-mail, et l’atelier est prévenu.',
}
export const notMailedText = 'L’e-mail n’a pas pu partir : prévenez la personne vous-même.'
export const photoDeletedText = 'Sa photo est supprimée.'
export const photoNotDeletedText = 'La photo n’a pas pu être supprimée tout de suite : la tâche de conservation la supprimera dans la journée.'

/** After an expired link of the workshop's e-mail: the back office acts without one. */
export const expiredWorkshopText = 'La demande vous attend dans l’espace atelier, où vous pouvez agir sans lien.'
export const atelierLinkText = 'Ouvrir l’espace atelier'

/** Why nothing was done, by the reason the server gives. */
export const refusals: Readonly<Record<string, string>> = {
  expired: 'Ce lien a expiré. Rien n’a été fait.',
  forged: 'Ce lien n’est pas valide (il a peut-être été coupé en le copiant). Rien n’a été fait.',
  malformed: 'Ce lien n’est pas valide (il a peut-être été coupé en le copiant). Rien n’a été fait.',
  no_message: 'Cette demande n’existe plus. Rien n’a été fait.',
  no_visit: 'Cette demande ne porte pas sur une visite.',
  closed: 'Cette demande est close. Rien n’a été fait.',
  visit_slot_full: 'Ce créneau est complet. Rien n’a été fait : choisissez-en un autre.',
  visit_slot_blocked: 'Ce créneau est bloqué par l’atelier. Rien n’a été fait.',
  visit_past: 'Ce créneau est passé. Rien n’a été fait.',
  visit_day_closed: 'L’atelier est fermé ce jour-là. Rien n’a été fait.',
  visit_time_off_grid: 'Ce créneau n’est pas dans les horaires de l’atelier. Rien n’a été fait.',
  visit_time_missing: 'Choisissez d’abord un créneau.',
  invalid_slot: 'Ce jour ou cette heure n’existe pas. Rien n’a été fait : choisissez un créneau dans la liste.',
  proposal_changed: 'L’atelier a changé sa proposition depuis : voyez son dernier e-mail. Rien n’a été fait.',
  status_confirmed: 'Ce rendez-vous est déjà confirmé.',
  status_cancelled: 'Ce rendez-vous a été annulé.',
  status_declined: 'Ce rendez-vous a été décliné.',
  status_requested: 'Ce rendez-vous n’est pas encore confirmé : il n’y a rien à annuler.',
  status_proposed: 'Un autre créneau a été proposé : il n’y a rien à annuler pour l’instant.',
  wrong_action: 'Ce lien est fait pour une autre action. Rien n’a été fait.',
}
export const unknownRefusal = 'La demande a été refusée. Rien n’a été fait.'
