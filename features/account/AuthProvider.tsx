import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { Session, User } from '@supabase/supabase-js'
import type { AccountActions } from './accountActions'
import type { Profile } from './ensureProfile'
import { authSessionMayExist } from './sessionHint'
import { authOutsideProvider } from '../../lib/content/providerErrors'
import { supabaseUrl } from '../../lib/supabaseUrl'

export interface AuthContextValue extends AccountActions {
  session: Session | null
  user: User | null
  profile: Profile | null
  /** True until the first session check ends; false at once when there is nothing to check. */
  loading: boolean
}

type AuthState = Pick<AuthContextValue, 'session' | 'user' | 'profile' | 'loading'>

const AuthContext = createContext<AuthContextValue | null>(null)

// Accounts are disabled: each action loads its refusal (a toast and a French error) when called.
const refuse = (action: keyof AccountActions) => () => import('./accountActions').then(({ refuseAccountAction }) => refuseAccountAction(action))
const accountActions: AccountActions = {
  signIn: refuse('signIn'),
  signUp: refuse('signUp'),
  signOut: refuse('signOut'),
  updateProfile: refuse('updateProfile'),
}

const sessionMayExist = () => typeof window !== 'undefined' && authSessionMayExist(supabaseUrl, window.localStorage, window.location)

// Costs visitors nothing: supabase-js is imported only when a session may exist. (No prerendered
// markup depends on `loading`, so reading storage in the initial state cannot break hydration.)
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => ({ session: null, user: null, profile: null, loading: sessionMayExist() }))

  useEffect(() => {
    if (!sessionMayExist()) return
    let stop: (() => void) | undefined
    let cancelled = false
    import('./authClient')
      .then(({ startAuthSession }) => {
        if (!cancelled) stop = startAuthSession((snapshot) => setState({ ...snapshot, loading: false }))
      })
      .catch(() => setState((current) => ({ ...current, loading: false })))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  return <AuthContext.Provider value={{ ...state, ...accountActions }}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error(authOutsideProvider)
  return context
}
