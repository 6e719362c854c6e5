// The cookie settings dialog (components/consent/PrivacySettingsDialog.tsx, loaded when opened).
export const privacyDialogTexts = {
  title: 'Paramètres de confidentialité',
  close: 'Fermer',
  description: 'Configurez vos préférences de confidentialité et choisissez quels types de cookies vous acceptez.',
  rejectAll: 'Tout refuser',
  acceptAll: 'Tout accepter',
  save: 'Enregistrer mes choix',
} as const
