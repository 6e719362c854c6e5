// « Clients », in the owner's words, and the headings of the files handed to a client.

// French counts 0 and 1 in the singular.
const plural = (n: number, one: string, many: string) => (n <= 1 ? `${n} ${one}` : `${n} ${many}`)

export const clientTexts = {
  tab: 'Clients',
  heading: 'Données d’un client',
  help: 'Quand un client demande ce que nous gardons sur lui, ou demande de l’effacer : cherchez son adresse e-mail, téléchargez ses données ou effacez-les. Répondez-lui dans le mois.',
  addressLabel: 'Adresse e-mail du client',
  addressHelp: 'L’adresse avec laquelle il nous a écrit.',
  addressMissing: 'Indiquez l’adresse e-mail du client.',
  addressInvalid: 'Cette adresse e-mail ne semble pas valide (exemple : prenom.nom@exemple.fr).',
  search: 'Chercher',
  searching: 'Recherche…',
  failed: 'La recherche n’a pas abouti. Vérifiez la connexion et réessayez.',
  none: 'Aucune donnée pour cette adresse.',
  found: (address: string) => `Ce que nous gardons pour ${address}`,
  summary: (messages: number, visits: number, photos: number) =>
    `${plural(messages, 'message', 'messages')}, ${plural(visits, 'visite', 'visites')}, ${plural(photos, 'photo', 'photos')}.`,
  traces: (n: number) =>
    `Et ${plural(n, 'trace anti-abus', 'traces anti-abus')} (le nombre de messages envoyés ces dernières 24 heures, sans l’adresse en clair).`,
  received: (when: string) => `Reçu le ${when}`,
  visit: (status: string, slot: string) => `Visite ${status} : ${slot}`,
  photo: 'Photo jointe',
  photoGone: 'Photo jointe, déjà supprimée du stockage.',
  download: 'Télécharger',
  downloadJson: 'Télécharger (JSON)',
  downloadCsv: 'Télécharger (CSV, tableur)',
  downloadHelp: (days: number) =>
    `Les fichiers se préparent sur cet appareil. Les liens des photos y restent valables ${days} jours : envoyez-les au client sans tarder, à l’adresse ci-dessus uniquement.`,
  preparing: 'Préparation du fichier…',
  downloadFailed: 'Le fichier n’a pas pu être préparé. Réessayez dans un instant.',
  erase: 'Effacer toutes ces données',
  eraseTitle: 'Effacer toutes les données de ce client ?',
  eraseBody: (address: string, messages: number, visits: number, photos: number, traces: number) =>
    `Seront effacés définitivement pour ${address} : ${plural(messages, 'message', 'messages')}, ${plural(visits, 'visite', 'visites')} (et les e-mails en attente à leur sujet), ${plural(photos, 'photo', 'photos')} et ${plural(traces, 'trace anti-abus', 'traces anti-abus')}. Téléchargez-les d’abord si le client en veut une copie. Cela ne peut pas être annulé.`,
  eraseConfirm: 'Oui, tout effacer',
  keep: 'Non, revenir',
  erasing: 'Effacement…',
  erased: (messages: number, photos: number) =>
    `Données effacées : ${plural(messages, 'message', 'messages')} et ${plural(photos, 'photo', 'photos')}. L’effacement est inscrit au journal, sans l’adresse.`,
  photosLeft: (n: number) =>
    `${n === 1 ? 'Une photo n’a' : `${n} photos n’ont`} pas pu être supprimée${n === 1 ? '' : 's'} du stockage. Réessayez ; sinon le nettoyage automatique de chaque nuit s’en charge dans les 48 heures.`,
  retryPhotos: 'Réessayer de supprimer les photos',
  photosRemoved: 'Photos supprimées du stockage.',
  changed: 'Les données de ce client ont changé entre-temps (un nouveau message ?) : voici la liste à jour. Rien n’a été effacé ; vérifiez puis recommencez.',
  refused: 'L’effacement a été refusé. Rien n’a été effacé.',
} as const

/** A visit's status, after « Visite ». */
export const visitStatusWords: Readonly<Record<string, string>> = {
  requested: 'demandée',
  confirmed: 'confirmée',
  proposed: 'autre créneau proposé',
  declined: 'déclinée',
  cancelled: 'annulée',
}

/** How the client wished to be answered, and how urgent it was. */
export const preferredContactWords: Readonly<Record<string, string>> = { email: 'e-mail', phone: 'téléphone', whatsapp: 'WhatsApp' }
export const urgencyWords: Readonly<Record<string, string>> = { normal: 'normale', elevated: 'assez urgente', urgent: 'urgente' }
/** What an e-mail about a visit told the client. */
export const noticeWords: Readonly<Record<string, string>> = { declined: 'visite déclinée', cancelled: 'visite annulée' }

/** The CSV's columns, one row per message. */
export const csvColumns = [
  'Reçu le',
  'Nom',
  'E-mail',
  'Téléphone',
  'Prestation',
  'Objet',
  'Message',
  'Réponse souhaitée par',
  'Urgence',
  'Visite demandée',
  'Visite',
  'Créneau de la visite',
  'Mot de l’atelier sur la visite',
  'E-mails envoyés sur la visite',
  'Clos le',
  'Photo (lien)',
  'Lien de la photo valable jusqu’au',
] as const

export const exportTexts = {
  /** The JSON's note to its reader. */
  note: (until: string) =>
    `Données gardées par l’atelier pour cette adresse e-mail, à la date de l’export. Les liens des photos sont valables jusqu’au ${until} (heure de Paris) ; passé ce délai, demandez-nous un nouvel export.`,
  anyTime: 'peu importe l’heure',
  photoGone: 'déjà supprimée',
  fileName: (day: string, extension: string) => `donnees-client-${day}.${extension}`,
} as const
