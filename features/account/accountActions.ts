// What the account layer offers, while accounts are disabled: every action is refused with a
// French error and the matching toast. When accounts open, these become supabase-js calls.
import { notify, type ToastRequest } from '../../lib/toast/notify'
import { ACCOUNTS_DISABLED_MESSAGE, authToasts } from './authToasts'

export class AccountsDisabledError extends Error {
  constructor() {
    super(ACCOUNTS_DISABLED_MESSAGE)
    this.name = 'AccountsDisabledError'
  }
}

interface ProfileChanges {
  first_name?: string
  last_name?: string | null
}

export interface AccountActions {
  signIn(email: string, password: string): Promise<void>
  signUp(email: string, password: string, names: { first_name: string; last_name?: string | null }): Promise<void>
  signOut(): Promise<void>
  updateProfile(changes: ProfileChanges): Promise<void>
}

const refusalToasts: Record<keyof AccountActions, Omit<ToastRequest, 'variant'>> = {
  signIn: authToasts.signInError,
  signUp: authToasts.signUpError,
  signOut: authToasts.error,
  updateProfile: authToasts.error,
}

/** Shows the action's error toast and rejects with AccountsDisabledError. */
export function refuseAccountAction(action: keyof AccountActions): Promise<never> {
  notify({ ...refusalToasts[action], variant: 'error' })
  return Promise.reject(new AccountsDisabledError())
}
