import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '../../lib/toast/notify'
import { eraseClient, removePhotos, type FoundClient } from './clients'
import { clientTexts as texts } from './texts/clients'
import { failedText, notMemberText, signedOutText } from './texts/requests'

const refusalWords = (reason: string) =>
  reason === 'not_member' ? notMemberText : reason === 'not_signed_in' ? signedOutText : reason === 'no_data' ? texts.none : texts.refused

// « Effacer »: the database erases everything in one transaction and hands back the photos' names,
// which are then removed from the bucket. Those that could not be are kept here to try again; should
// the page close first, the nightly clean-up removes them as orphans (contact-retention).
export function useClientErasure() {
  const queryClient = useQueryClient()
  const [done, setDone] = useState<string | null>(null)
  const [photosLeft, setPhotosLeft] = useState<string[]>([])
  const refresh = () => Promise.all(['client', 'journal', 'requests'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })))
  const erase = useMutation({
    mutationFn: async (client: FoundClient) => {
      const answer = await eraseClient(client)
      return { answer, left: answer.outcome === 'done' ? await removePhotos(answer.photos) : [] }
    },
    onMutate: () => setDone(null),
    onSuccess: ({ answer, left }) => {
      if (answer.outcome === 'done') {
        setDone(texts.erased(answer.messages, answer.photos.length - left.length))
        setPhotosLeft(left)
      } else notify({ title: answer.reason === 'data_changed' ? texts.changed : refusalWords(answer.reason), variant: 'error' })
    },
    onError: () => notify({ title: failedText, variant: 'error' }),
    onSettled: refresh,
  })
  const retry = useMutation({
    mutationFn: () => removePhotos(photosLeft),
    onSuccess: (left) => {
      setPhotosLeft(left)
      if (left.length === 0) notify({ title: texts.photosRemoved, variant: 'success' })
    },
  })
  /** Forgets the last erasure's report (a new search). */
  const forget = () => setDone(null)
  return { erase, done, photosLeft, retry, forget }
}
