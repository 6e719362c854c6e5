import { useQuery } from '@tanstack/react-query'
import { ReviewCard } from './ReviewCard'
import { ReviewForm } from './ReviewForm'
import { ReviewProfileForm } from './ReviewProfileForm'
import { deleteReview, memberReviews, reviewChanges, type MemberReview } from './reviews'
import { reviewTexts as texts } from './texts/reviews'
import { useMemberChange } from './useMemberChange'
import { QueryState } from './QueryState'
import { useRemoval } from './useRemoval'

// « Avis »: every review, shown and hidden, newest first, each with its actions; the form to add
// one; the figure and the links to the Google profile the site shows.
export function ReviewsPanel() {
  const reviews = useQuery({ queryKey: ['reviews'], queryFn: memberReviews })
  const remove = useMemberChange(reviewChanges, (review: MemberReview) => deleteReview(review.id), texts.removed)
  const removal = useRemoval(texts, (review: MemberReview) => texts.removeBody(review.author_name), remove.mutate)
  return (
    <section aria-labelledby="reviews-heading" className="mt-6 space-y-8">
      <div>
        <h2 id="reviews-heading" className="heading-3">
          {texts.heading}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
        <QueryState query={reviews} texts={texts}>
          {(list) => (
            <ul className="mt-4 space-y-3">
              {list.map((review) => (
                <ReviewCard key={review.id} review={review} busy={remove.isPending} onRemove={() => removal.ask(review)} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <ReviewForm />
      <ReviewProfileForm />
      {removal.dialog}
    </section>
  )
}
