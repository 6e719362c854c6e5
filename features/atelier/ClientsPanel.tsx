import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ClientRecord } from './ClientRecord'
import { clientData, storedPhotos, type FoundClient } from './clients'
import { ClientSearch } from './ClientSearch'
import { ConfirmDialog } from './ConfirmDialog'
import { clientTexts as texts } from './texts/clients'
import { notMemberText, signedOutText } from './texts/requests'
import { useClientErasure } from './useClientErasure'

const refusalWords = (reason: string) => (reason === 'not_member' ? notMemberText : reason === 'not_signed_in' ? signedOutText : texts.addressMissing)

// « Clients »: what the workshop holds about one e-mail address (public.atelier_client_data), to hand
// it to the client (« Télécharger ») or erase it (« Effacer », after a confirmation giving the counts).
export function ClientsPanel() {
  const [address, setAddress] = useState<string | null>(null)
  const [asking, setAsking] = useState<FoundClient | null>(null)
  const client = useQuery({ queryKey: ['client', address], queryFn: () => clientData(address!), enabled: address !== null, staleTime: 0 })
  const { erase, done, photosLeft, retry, forget } = useClientErasure()
  const answer = client.data
  return (
    <section aria-labelledby="clients-heading" className="mt-6">
      <h2 id="clients-heading" className="heading-3">
        {texts.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-stone-600">{texts.help}</p>
      <ClientSearch
        busy={client.isFetching}
        onSearch={(typed) => {
          forget()
          if (typed === address) void client.refetch()
          else setAddress(typed)
        }}
      />
      {done && (
        <p role="status" className="mt-6 font-semibold text-ink">
          {done}
        </p>
      )}
      {photosLeft.length > 0 && (
        <div role="alert" className="mt-4 rounded-2xl border border-rouge p-4 text-ink">
          <p>{texts.photosLeft(photosLeft.length)}</p>
          <button type="button" className="btn-secondary mt-3 px-4 py-2" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {texts.retryPhotos}
          </button>
        </div>
      )}
      {address === null ? null : client.isPending ? (
        <p role="status" className="mt-6 text-stone-600">
          {texts.searching}
        </p>
      ) : client.isError ? (
        <p role="alert" className="mt-6 text-rouge">
          {texts.failed}
        </p>
      ) : answer?.outcome === 'found' ? (
        <ClientRecord client={answer} erasing={erase.isPending} onErase={() => setAsking(answer)} />
      ) : answer?.outcome === 'none' ? (
        <p role="status" className="mt-6 text-ink">
          {texts.none}
        </p>
      ) : (
        <p role="alert" className="mt-6 text-rouge">
          {refusalWords(answer && 'reason' in answer ? answer.reason : '')}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={texts.eraseTitle}
        description={asking ? texts.eraseBody(asking.address, asking.messages.length, asking.visits.length, storedPhotos(asking), asking.rate_limit_rows) : ''}
        confirmLabel={texts.eraseConfirm}
        cancelLabel={texts.keep}
        onConfirm={() => {
          if (asking) erase.mutate(asking)
          setAsking(null)
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
