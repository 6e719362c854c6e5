// « Réalisations »: every finished piece (published or not, in the site's order), read as the member
// through RLS; the photo uploaded to the private bucket `showcase`, then each change through its
// public.atelier_* function (supabase/schemas/showcase.sql), which checks membership and journals it.
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'
import { showcaseTexts as texts } from './texts/showcase'
import type { ChangeScope } from './useMemberChange'

export interface MemberPiece {
  id: string
  caption: string
  service: string
  photo: string
  photo_width: number
  photo_height: number
  published: boolean
}

export interface PieceInput {
  id: string
  caption: string
  service: string
  photo: File
  width: number
  height: number
}

export type ShowcaseAnswer =
  | { outcome: 'done' | 'already'; id?: string; photo?: string }
  | { outcome: 'refused'; reason: 'invalid'; problems: string[] }
  | { outcome: 'refused'; reason: 'not_found' | 'upload' }
  | Refusal

/** What each change of « Réalisations » reads again, and its refusals' words. */
export const showcaseChanges: ChangeScope = {
  queries: ['showcase'],
  refusals: { not_found: texts.notFound, upload: texts.uploadFailed, invalid: texts.fixFirst, refused: texts.refused },
}

/** How long a thumbnail's signed URL lives (seconds). */
export const THUMBNAIL_URL_SECONDS = 300

export async function memberPieces(): Promise<MemberPiece[]> {
  const { data, error } = await atelierClient
    .from('showcase_pieces')
    .select('id,caption,service,photo,photo_width,photo_height,published')
    .order('position')
    .order('id')
  if (error) throw new Error(error.message)
  return data as MemberPiece[]
}

export async function pieceThumbnailUrl(photo: string): Promise<string> {
  const { data, error } = await atelierClient.storage.from('showcase').createSignedUrl(photo, THUMBNAIL_URL_SECONDS)
  if (error) throw new Error(error.message)
  return data.signedUrl
}

/** The photo under the piece's id (a retry finds it there already), then the piece, unpublished. */
export async function addPiece(input: PieceInput): Promise<ShowcaseAnswer> {
  const photo = `${input.id}.jpg`
  const upload = await atelierClient.storage.from('showcase').upload(photo, input.photo, { contentType: 'image/jpeg', upsert: false })
  const statusCode = (upload.error as { statusCode?: string } | null)?.statusCode
  if (upload.error && statusCode !== '409') return { outcome: 'refused', reason: statusCode === '403' ? 'not_member' : 'upload' }
  return memberRpc<ShowcaseAnswer>('atelier_add_showcase_piece', {
    piece_id: input.id,
    caption: input.caption,
    service: input.service,
    photo_width: input.width,
    photo_height: input.height,
  })
}

export const setPiecePublished = (id: string, published: boolean) => memberRpc<ShowcaseAnswer>('atelier_set_showcase_published', { piece_id: id, published })

export const movePiece = (id: string, direction: -1 | 1) => memberRpc<ShowcaseAnswer>('atelier_move_showcase_piece', { piece_id: id, direction })

/** The piece, then its photo: the bucket lets a photo go once no piece names it. A photo that could
 *  not be removed stays private, shown nowhere. */
export async function deletePiece(id: string): Promise<ShowcaseAnswer> {
  const answer = await memberRpc<ShowcaseAnswer>('atelier_delete_showcase_piece', { piece_id: id })
  if (answer.outcome === 'done' && answer.photo) await atelierClient.storage.from('showcase').remove([answer.photo])
  return answer
}
