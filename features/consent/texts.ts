// The cookie settings dialog (features/consent/PrivacySettingsDialog.tsx, loaded when opened).
export const privacyDialogTexts = {
  title: 'Paramètres de confidentialité',
  close: 'Fermer',
  description: 'Configurez vos préférences de confidentialité et choisissez quels types de cookies vous acceptez.',
  rejectAll: 'Tout refuser',
  acceptAll: 'Tout accepter',
  save: 'Enregistrer mes choix',
} as const

// Each cookie category, as the dialog lists it (features/consent/categoryTexts.ts). Plain constants: the
// build inlines them where they are used (vite.config.ts, inlineConst).
export const necessaryCookiesLabel = 'Cookies nécessaires'
export const necessaryCookiesDescription = 'Indispensables au fonctionnement du site et à la mémorisation de vos choix ; ils ne peuvent pas être désactivés.'
export const analyticsCookiesLabel = 'Cookies analytiques'
export const analyticsCookiesDescription = 'Nous aident à comprendre, de façon anonyme, comment le site est consulté afin de l’améliorer.'
export const marketingCookiesLabel = 'Cookies marketing'
export const marketingCookiesDescription = 'Permettent de vous proposer ailleurs des contenus en rapport avec nos créations.'
export const preferencesCookiesLabel = 'Cookies de préférences'
export const preferencesCookiesDescription = 'Mémorisent vos préférences et autorisent les contenus intégrés, comme la carte Google Maps.'
