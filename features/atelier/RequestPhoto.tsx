import { useQuery } from '@tanstack/react-query'
import { photoUrl, PHOTO_URL_SECONDS } from './requests'
import { toDo } from './texts/requests'

// The request's photo as a thumbnail: its signed URL is minted when the card shows, kept in memory
// a little less than it lives, never stored.
export function RequestPhoto({ name, visitor }: { name: string; visitor: string }) {
  const url = useQuery({
    queryKey: ['photo', name],
    queryFn: () => photoUrl(name),
    staleTime: (PHOTO_URL_SECONDS - 60) * 1000,
    gcTime: (PHOTO_URL_SECONDS - 60) * 1000,
    refetchOnWindowFocus: false,
  })
  if (url.isError) return <p className="text-sm text-stone-600">{toDo.photoFailed}</p>
  if (!url.data) return <div className="h-24 w-24 shrink-0 rounded-lg bg-ivory-200" aria-hidden="true" />
  return (
    <a href={url.data} target="_blank" rel="noreferrer" className="focus-ring block shrink-0 rounded-lg" title={toDo.photoOpen}>
      <img src={url.data} alt={toDo.photoAlt(visitor)} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
    </a>
  )
}
