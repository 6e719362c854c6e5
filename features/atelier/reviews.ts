// « Avis »: every review (shown and hidden, newest first) and the review figure with its links, read
// as the member through RLS; each change through its public.atelier_* function
// (migrations/20261209000200_atelier_reviews.sql), which checks membership and journals it.
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'
import { reviewTexts as texts } from './texts/reviews'
import type { ChangeScope } from './useMemberChange'

export interface MemberReview {
  id: number
  author_name: string
  text: string
  rating: number
  created_at: string
  source: string
  hidden: boolean
  reply: string | null
  replied_at: string | null
}

export interface ReviewInput {
  authorName: string
  rating: string
  text: string
  reviewedOn: string
  source: string
}

export interface ProfileInput {
  ratingValue: string
  ratingCount: string
  ratingSource: string
  profileUrl: string
  reviewUrl: string
}

export type ReviewAnswer =
  { outcome: 'done'; id?: number } | { outcome: 'refused'; reason: 'invalid'; problems: string[] } | { outcome: 'refused'; reason: 'not_found' } | Refusal

/** What each change of « Avis » reads again (the figure and links too), and its refusals' words. */
export const reviewChanges: ChangeScope = {
  queries: ['reviews', 'review-profile'],
  refusals: { not_found: texts.notFound, invalid: texts.fixFirst, refused: texts.refused },
}

export async function memberReviews(): Promise<MemberReview[]> {
  const { data, error } = await atelierClient
    .from('reviews')
    .select('id,author_name,text,rating,created_at,source,hidden,reply,replied_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
  if (error) throw new Error(error.message)
  return data as MemberReview[]
}

/** The figure and links as saved, in the form's words (« 4,9 »), or empty fields when none is. */
export async function savedProfile(): Promise<ProfileInput> {
  const { data, error } = await atelierClient.from('review_profile').select('rating_value,rating_count,rating_source,profile_url,review_url').limit(1)
  if (error) throw new Error(error.message)
  const row = (
    data as { rating_value: number | string; rating_count: number; rating_source: string; profile_url: string | null; review_url: string | null }[]
  )[0]
  if (!row) return { ratingValue: '', ratingCount: '', ratingSource: 'Google', profileUrl: '', reviewUrl: '' }
  return {
    ratingValue: Number(row.rating_value).toLocaleString('fr-FR', { minimumFractionDigits: 1 }),
    ratingCount: String(row.rating_count),
    ratingSource: row.rating_source,
    profileUrl: row.profile_url ?? '',
    reviewUrl: row.review_url ?? '',
  }
}

export const addReview = (input: ReviewInput) =>
  memberRpc<ReviewAnswer>('atelier_add_review', {
    author_name: input.authorName,
    rating: Number(input.rating),
    body: input.text,
    reviewed_on: input.reviewedOn || null,
    source: input.source,
  })

export const setReviewHidden = (id: number, hidden: boolean) => memberRpc<ReviewAnswer>('atelier_set_review_hidden', { review_id: id, hidden })

/** An empty reply removes it. */
export const replyToReview = (id: number, reply: string) => memberRpc<ReviewAnswer>('atelier_reply_to_review', { review_id: id, reply })

export const deleteReview = (id: number) => memberRpc<ReviewAnswer>('atelier_delete_review', { review_id: id })

/** `figure`: the average and count as the form read them (« 4,9 », « 1 200 »). */
export const saveProfile = (input: ProfileInput, figure: { value: number | null; count: number | null }) =>
  memberRpc<ReviewAnswer>('atelier_save_review_profile', {
    rating_value: figure.value,
    rating_count: figure.count,
    rating_source: input.ratingSource,
    profile_url: input.profileUrl,
    review_url: input.reviewUrl,
  })
