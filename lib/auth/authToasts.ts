// Every toast of the account layer, in one place.
import { site } from '../site'

export const ACCOUNTS_DISABLED_MESSAGE = 'La fonctionnalité de compte utilisateur est actuellement désactivée.'

export const authToasts = {
  signInError: { title: 'Erreur de connexion', description: ACCOUNTS_DISABLED_MESSAGE },
  signUpError: { title: "Erreur d'inscription", description: ACCOUNTS_DISABLED_MESSAGE },
  signedUp: { title: 'Compte créé avec succès', description: 'Vérifiez votre boîte e-mail pour confirmer votre compte.' },
  signedOut: { title: 'Déconnexion réussie', description: `À bientôt chez ${site.brand} !` },
  error: { title: 'Erreur', description: ACCOUNTS_DISABLED_MESSAGE },
  profileUpdated: { title: 'Profil mis à jour', description: 'Vos informations ont bien été enregistrées.' },
} as const
