// The visit picker of the contact form (features/contact/VisitPicker.tsx, loaded as it nears the
// viewport) and what a visitor reads once a visit request has left (contactToasts.ts). French
// typography: a no-break space before « : », a narrow one before « ; », inside « » and in « 11 h ».

export const visitLegend = 'Demander un rendez-vous à l’atelier'
export const visitDayLabel = 'Jour'
export const visitTimeLabel = 'Heure'
/** The day select's first choice: a message without a visit. */
export const noVisitOption = 'Sans rendez-vous'
export const anyTimeOption = 'Peu importe l’heure'
/** Before a day is chosen. */
export const chooseDayFirstOption = 'Choisissez d’abord un jour'
export const takenSuffix = ' — déjà pris'
export const fullDaySuffix = ' — complet'
export const visitHint = 'Un jour des quatre semaines à venir, puis une heure : l’atelier vous confirme le créneau par e-mail.'
/** Until the picker's code and the calendar have arrived. */
export const visitLoading = 'Les jours proposés s’affichent dans un instant…'
/** The database could not say which slots are taken (offline). */
export const visitAvailabilityUnknown = 'Hors ligne : les créneaux déjà pris ne peuvent pas être vérifiés ; l’atelier vous confirmera le créneau par e-mail.'
/** A choice the picker no longer offers (the time passed, the slot was taken meanwhile). */
export const visitChoiceGone = 'Le créneau choisi n’est plus proposé : choisissez-en un autre.'
