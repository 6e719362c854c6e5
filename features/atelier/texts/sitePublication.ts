// The line on the public site above the back office's tabs, in the owner's words.

export const sitePublicationTexts = {
  label: 'Le site public',
  'up-to-date': 'Le site public est à jour.',
  waiting: 'Vos changements sont enregistrés : ils seront en ligne dans quelques minutes.',
  building: 'Mise à jour du site en cours : vos changements seront en ligne dans quelques minutes.',
  live: 'Vos changements sont en ligne.',
  stuck: 'La mise à jour du site n’a pas abouti : vos changements sont enregistrés mais pas encore en ligne. Prévenez la personne qui s’occupe du site.',
  failed: (at: string) =>
    `La mise à jour du site n’a pas pu être lancée (${at}). Un nouvel essai se fera tout seul dans quelques minutes ; si ce message reste, prévenez la personne qui s’occupe du site.`,
  'no-hook': 'Vos changements sont enregistrés, mais la mise à jour automatique du site n’est pas encore réglée : prévenez la personne qui s’occupe du site.',
  unknown: 'L’état du site public n’a pas pu être lu. Vérifiez la connexion.',
}
