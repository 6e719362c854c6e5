// The French of a request's tracking: its statuses (the tracking page, the back office), the page's
// words, and what the contact form says of the reference once a message has left.
import type { RequestStatus } from './statuses.ts'

export const statusLabels: Readonly<Record<RequestStatus, string>> = {
  received: 'Reçue',
  examined: 'Examinée',
  quote_sent: 'Devis envoyé',
  quote_accepted: 'Devis accepté',
  quote_declined: 'Devis refusé',
  in_workshop: 'En atelier',
  ready: 'Prête à retirer',
  handed_over: 'Remise',
  cancelled: 'Annulée',
}

/** Where the visit asked for stands (private.visit_appointments' statuses). */
export const visitStatusWords: Readonly<Record<string, string>> = {
  requested: 'demandée, en attente de confirmation',
  confirmed: 'confirmée',
  proposed: 'autre créneau proposé par l’atelier',
  declined: 'déclinée par l’atelier',
  cancelled: 'annulée',
}

export const page = {
  loading: 'Ouverture du suivi…',
  /** The same words whatever makes a link wrong: altered, incomplete, unknown or no longer valid. */
  unknown: (phone: string) =>
    `Ce lien de suivi n’est pas valable. Ouvrez-le tel que l’e-mail de l’atelier ou l’écran de confirmation le donne, en entier, ou appelez l’atelier au ${phone}.`,
  throttled: 'Trop de liens de suivi non valables ont été ouverts depuis cette connexion. Réessayez dans un quart d’heure.',
  network: 'Le suivi n’a pas pu être lu : vérifiez votre connexion, puis rechargez la page.',
  offline: 'Hors connexion : voici le suivi tel que cet appareil l’a vu pour la dernière fois.',
  reference: 'Référence',
  service: 'Service',
  sentAt: 'Demande envoyée le',
  visit: 'Visite à l’atelier',
  history: 'Où en est votre demande',
  updatedAt: (when: string) => `Mis à jour le ${when}.`,
  refresh: 'Actualiser',
} as const

/** Said after « Envoyer », once the message has arrived. */
export const sentTracking = {
  reference: (reference: string) => `Votre référence\u00a0: ${reference}.`,
  follow: 'Suivre ma demande',
  /** Kept on this device: the reference is given once the message arrives. */
  laterByEmail: 'Sa référence et le lien de suivi vous seront envoyés par e-mail dès son arrivée.',
}
