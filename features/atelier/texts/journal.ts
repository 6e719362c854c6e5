// « Journal », in the owner's words: who did what, on which request.

export const journalTexts = {
  heading: 'Journal',
  help: 'Chaque changement fait ici ou depuis les liens des e-mails, le plus récent en premier. Gardé un an.',
  loading: 'Chargement du journal…',
  failed: 'Le journal n’a pas pu être chargé. Vérifiez la connexion.',
  empty: 'Rien n’est encore inscrit au journal.',
} as const

/** What each journal action says, after the actor's name. */
export const journalActions: Readonly<Record<string, string>> = {
  'request.confirm': 'a confirmé la visite',
  'request.accept': 'a accepté le créneau proposé',
  'request.propose': 'a proposé un autre créneau',
  'request.cancel': 'a annulé la visite',
  'request.acknowledge': 'a accusé réception',
  'request.close': 'a clos la demande',
  'request.reply': 'a marqué la demande « Répondu »',
  'request.decline': 'a décliné la visite',
  'request.status': 'a changé l’étape de la demande',
  'request.step_email': 'a prévenu le client par e-mail de l’étape de sa demande',
  'request.quote': 'a envoyé un devis',
  'request.deposit': 'a enregistré un dépôt au comptoir',
  'request.workshop_cancel': 'a annulé la visite en fermant l’atelier ce jour-là',
  'visit.phone_booked': 'a réservé une visite prise par téléphone',
  'visit.phone_removed': 'a retiré une visite réservée par téléphone',
  'visit.phone_cancelled': 'a retiré une visite réservée par téléphone en fermant l’atelier ce jour-là',
  'closure.saved': 'a enregistré une fermeture',
  'client.erased': 'a effacé les données d’un client',
  'gold_prices.saved': 'a enregistré la liste des prix de l’or',
  'workshop_role.granted': 'a donné l’accès à l’espace atelier',
  'workshop_role.revoked': 'a retiré l’accès à l’espace atelier',
  'opening_exceptions.insert': 'a ajouté une fermeture ou des horaires exceptionnels',
  'opening_exceptions.update': 'a modifié une fermeture ou des horaires exceptionnels',
  'opening_exceptions.delete': 'a retiré une fermeture ou des horaires exceptionnels',
  'gold_prices.insert': 'a ajouté un prix de l’or',
  'gold_prices.update': 'a modifié un prix de l’or',
  'gold_prices.delete': 'a retiré un prix de l’or',
  'reviews.insert': 'a ajouté un avis',
  'reviews.update': 'a modifié un avis',
  'reviews.delete': 'a retiré un avis',
  'review.added': 'a ajouté un avis',
  'review.hidden': 'a masqué un avis sur le site',
  'review.shown': 'a de nouveau affiché un avis sur le site',
  'review.replied': 'a répondu à un avis',
  'review.reply_changed': 'a modifié la réponse à un avis',
  'review.reply_removed': 'a retiré la réponse à un avis',
  'review.changed': 'a modifié un avis',
  'review.deleted': 'a supprimé un avis',
  'review_profile.insert': 'a enregistré la note et les liens Google',
  'review_profile.update': 'a modifié la note ou les liens Google',
  'review_profile.delete': 'a retiré la note et les liens Google',
  'price_line.added': 'a ajouté un tarif',
  'price_line.changed': 'a modifié un tarif',
  'price_line.moved': 'a changé l’ordre des tarifs',
  'price_line.hidden': 'a masqué un tarif sur le site',
  'price_line.shown': 'a de nouveau affiché un tarif sur le site',
  'price_line.deleted': 'a supprimé un tarif',
  'opening_hours.saved': 'a enregistré les horaires de la semaine et les congés d’été',
  'weekly_hours.update': 'a modifié les horaires d’un jour de la semaine',
  'weekly_hours.insert': 'a ajouté un jour aux horaires de la semaine',
  'weekly_hours.delete': 'a retiré un jour des horaires de la semaine',
  'summer_closure.update': 'a modifié les congés d’été',
  'summer_closure.insert': 'a enregistré les congés d’été',
  'summer_closure.delete': 'a retiré les congés d’été',
  'workshop_contact.update': 'a modifié le téléphone, l’e-mail ou le WhatsApp de l’atelier',
  'workshop_contact.insert': 'a enregistré le téléphone et l’e-mail de l’atelier',
  'workshop_contact.delete': 'a retiré le téléphone et l’e-mail de l’atelier',
  'showcase.added': 'a ajouté une réalisation',
  'showcase.published': 'a publié une réalisation sur le site',
  'showcase.unpublished': 'a retiré une réalisation du site',
  'showcase.moved': 'a déplacé une réalisation',
  'showcase.changed': 'a modifié une réalisation',
  'showcase.deleted': 'a supprimé une réalisation',
}

export const actors = {
  emailLink: 'lien du courriel',
  script: 'un script de l’atelier',
  dashboard: 'le tableau de bord Supabase',
} as const

export const otherAction = (action: string) => `a fait : ${action}`
export const requestOf = (name: string) => `demande de ${name}`
export const erasedRequest = 'une demande effacée depuis'
/** An erasure's row: what went, never whose. */
export const erasedCounts = (messages: number, photos: number) =>
  `${messages <= 1 ? `${messages} message` : `${messages} messages`}, ${photos <= 1 ? `${photos} photo` : `${photos} photos`}`
export const slotOf = (slot: string) => `créneau du ${slot}`
export const reviewOf = (author: string) => `avis de ${author}`
export const priceLineOf = (label: string) => `tarif « ${label} »`
export const pieceOf = (caption: string) => `réalisation « ${caption} »`
