// The account layer's toasts (lib/auth/authToasts.ts). Plain constants and one small function: the
// build inlines the constants where they are used (vite.config.ts, inlineConst).

/** Why every account action fails while accounts are switched off. */
export const accountsDisabledMessage = 'La fonctionnalité de compte utilisateur est actuellement désactivée.'

export const signInErrorTitle = 'Erreur de connexion'
export const signUpErrorTitle = "Erreur d'inscription"
export const signedUpTitle = 'Compte créé avec succès'
export const signedUpDescription = 'Vérifiez votre boîte e-mail pour confirmer votre compte.'
export const signedOutTitle = 'Déconnexion réussie'
/** `brand` is lib/site.ts's. */
export const signedOutDescription = (brand: string) => `À bientôt chez ${brand} !`
export const errorTitle = 'Erreur'
export const profileUpdatedTitle = 'Profil mis à jour'
export const profileUpdatedDescription = 'Vos informations ont bien été enregistrées.'
