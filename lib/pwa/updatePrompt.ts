// What the visitor reads when a new version of the site is deployed.
export const updatePrompt = {
  title: 'Une nouvelle version est disponible',
  description: 'Rechargez la page pour en profiter.',
  action: 'Recharger',
} as const
