import { MutationCache, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Desk } from './Desk'
import { isMember } from './requests'
import { SessionBar } from './SessionBar'
import { SignIn } from './SignIn'
import { SitePublication } from './SitePublication'
import { session as sessionTexts } from './texts/signIn'
import { useAtelierSession } from './useAtelierSession'

// The back office, loaded after hydration by AtelierShell: sign-in, then the member's desk. The
// database decides who is a member (public.is_workshop()); asked again whenever the window comes
// back into focus, so a member revoked meanwhile sees the explanation, not the requests.
export function AtelierApp() {
  const [queryClient] = useState(() => {
    // Any change may be one the public pages show: the line on the site (SitePublication) reads again.
    const mutationCache = new MutationCache({ onSettled: () => client.invalidateQueries({ queryKey: ['site-publication'] }) })
    const client: QueryClient = new QueryClient({ mutationCache, defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } })
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <Gate />
    </QueryClientProvider>
  )
}

function Gate() {
  const session = useAtelierSession()
  const userId = session?.user.id
  const membership = useQuery({ queryKey: ['membership', userId], queryFn: isMember, enabled: Boolean(userId), staleTime: 0 })

  if (session === undefined)
    return (
      <p role="status" className="mt-8 text-lg text-stone-600">
        {sessionTexts.checking}
      </p>
    )
  if (session === null) return <SignIn />
  const email = session.user.email ?? ''
  return (
    <div className="mt-8">
      <SessionBar email={email} />
      {membership.isPending ? (
        <p role="status" className="mt-6 text-stone-600">
          {sessionTexts.checking}
        </p>
      ) : membership.data === true ? (
        <>
          <Desk />
          {/* Below the tabs: it loads after them, and would move them as they are tapped. */}
          <SitePublication />
        </>
      ) : (
        <div className="mt-6 max-w-2xl rounded-2xl border border-ink/15 bg-white p-6">
          <h2 className="heading-3">{sessionTexts.notMemberHeading}</h2>
          <p className="mt-3 text-stone-600">{sessionTexts.notMember(email)}</p>
        </div>
      )}
    </div>
  )
}
