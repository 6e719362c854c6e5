// The cookie settings dialog (features/consent/PrivacySettingsDialog.tsx, loaded when opened).
export const privacyDialogTexts = {
  title: 'Paramètres de confidentialité',
  close: 'Fermer',
  description: 'Choisissez ce que vous acceptez. Le site ne mesure pas son audience et n’affiche aucune publicité.',
  rejectAll: 'Tout refuser',
  acceptAll: 'Tout accepter',
  save: 'Enregistrer mes choix',
} as const

// Each cookie category, as the dialog lists it (features/consent/categoryTexts.ts). Plain constants: the
// build inlines them where they are used (vite.config.ts, inlineConst).
export const necessaryCookiesLabel = 'Cookies nécessaires'
export const necessaryCookiesDescription = 'Indispensables au fonctionnement du site et à la mémorisation de vos choix ; ils ne peuvent pas être désactivés.'
export const embeddedContentLabel = 'Contenus intégrés'
export const embeddedContentDescription =
  'La carte Google Maps de la page Contact, chargée depuis les serveurs de Google (Google Ireland Limited), qui reçoit alors votre adresse IP et peut déposer ses propres cookies. Sans votre accord, elle ne se charge que si vous la demandez.'
