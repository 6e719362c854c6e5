import { afterEach, describe, expect, it } from 'vitest'
import { attachToastListener, type ToastRequest } from '../../lib/toast/notify'
import { AccountsDisabledError, refuseAccountAction, type AccountActions } from './accountActions'
import { authToasts } from './authToasts'

let detach = () => {}
afterEach(() => detach())

describe('account actions while accounts are disabled', () => {
  it.each<[keyof AccountActions, string]>([
    ['signIn', 'Erreur de connexion'],
    ['signUp', 'Erreur d’inscription'],
    ['signOut', 'Erreur'],
    ['updateProfile', 'Erreur'],
  ])('%s is refused in French with the toast "%s"', async (action, title) => {
    const toasts: ToastRequest[] = []
    detach = attachToastListener((toast) => toasts.push(toast))
    const refusal = refuseAccountAction(action)
    await expect(refusal).rejects.toBeInstanceOf(AccountsDisabledError)
    await expect(refusal).rejects.toThrow('La fonctionnalité de compte utilisateur est actuellement désactivée.')
    expect(toasts).toEqual([{ title, description: 'La fonctionnalité de compte utilisateur est actuellement désactivée.', variant: 'error' }])
  })

  it('has the toasts of the account flow in one catalogue', () => {
    expect(Object.values(authToasts).map((toast) => toast.title)).toEqual([
      'Erreur de connexion',
      'Erreur d’inscription',
      'Compte créé avec succès',
      'Déconnexion réussie',
      'Erreur',
      'Profil mis à jour',
    ])
    expect(authToasts.signedOut.description).toBe('À bientôt chez Maison Bologne\u202f!')
  })
})
