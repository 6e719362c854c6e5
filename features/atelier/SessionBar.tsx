import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '../../lib/toast/notify'
import { atelierClient } from './atelierClient'
import { readsSettled } from './readsSettled'
import { session as texts } from './texts/signIn'

// How long a sign-out waits for the reads and changes on their way.
const SETTLE_LIMIT_MS = 10_000

// Who is signed in, and the two ways out: this device, or every device of this person (their
// sessions end on the server at once, so a lost phone reads nothing more).
export function SessionBar({ email }: { email: string }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const signOut = async (scope: 'local' | 'global') => {
    setBusy(true)
    // What the back office is reading or saving ends first, with the session it was sent with.
    await readsSettled(queryClient, SETTLE_LIMIT_MS)
    const { error } = await atelierClient.auth.signOut({ scope })
    setBusy(false)
    if (error) notify({ title: texts.signOutFailed, variant: 'error' })
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-ivory p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-600">{texts.signedInAs(email)}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary px-4 py-2" disabled={busy} title={texts.signOutHelp} onClick={() => void signOut('local')}>
          {texts.signOut}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" disabled={busy} title={texts.signOutEverywhereHelp} onClick={() => void signOut('global')}>
          {texts.signOutEverywhere}
        </button>
      </div>
    </div>
  )
}
