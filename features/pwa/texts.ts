// What the visitor reads when a new version of the site is deployed (features/pwa/updatePrompt.ts's toast).
// Plain constants: the build inlines them where they are used (vite.config.ts, inlineConst).
export const updateTitle = 'Une nouvelle version est disponible'
export const updateDescription = 'Rechargez la page pour en profiter.'
export const updateAction = 'Recharger'
