// The account layer's toasts (features/account/authToasts.ts). Plain constants and one small function: the
// build inlines the constants where they are used (vite.config.ts, inlineConst).

/** Why every account action fails while accounts are switched off. */
export const accountsDisabledMessage = 'La fonctionnalité de compte utilisateur est actuellement désactivée.'

export const signInErrorTitle = 'Erreur de connexion'
export const signUpErrorTitle = 'Erreur d’inscription'
export const signedUpTitle = 'Compte créé avec succès'
export const signedUpDescription = 'Vérifiez votre boîte e-mail pour confirmer votre compte.'
export const signedOutTitle = 'Déconnexion réussie'
/** `brand` is lib/site.ts's. */
export const signedOutDescription = (brand: string) => `À bientôt chez ${brand} !`
export const errorTitle = 'Erreur'
export const profileUpdatedTitle = 'Profil mis à jour'
export const profileUpdatedDescription = 'Vos informations ont bien été enregistrées.'

// The account profile's texts (features/account/ensureProfile.ts). A plain constant: the build inlines it
// where it is used (vite.config.ts, inlineConst).

/** The first name a new profile gets when sign-up gave none and the e-mail has no usable name. */
export const defaultFirstName = 'Client'
