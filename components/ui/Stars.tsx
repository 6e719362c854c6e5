import { starsLabelOutOf, starsLabelStart } from '../../lib/content/ui'

// A rating is a graphic that carries information, so each star needs 3:1 against what it sits on
// (WCAG 1.4.11): gold-600 gives 4.0:1 on white and 3.5:1 on ivory-200, where gold-500 gave 2.8:1
// and 2.4:1. An empty star is an outline in grey, so it differs from a filled one by its shape,
// not by its colour alone.
/** A five-pointed star in a 24-unit box (outer radius 10.5, inner 4.6), its points rounded. */
const starPoints = '12,2.1 14.7,8.88 21.99,9.36 16.37,14.02 18.17,21.09 12,17.2 5.83,21.09 7.63,14.02 2.01,9.36 9.3,8.88'

export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const filled = Math.round(rating)
  return (
    <span role="img" aria-label={`${starsLabelStart}${rating}${starsLabelOutOf}${max}`} className="inline-flex gap-1 align-middle leading-none">
      {Array.from({ length: max }, (_, index) => {
        const isFilled = index < filled
        return (
          <svg
            key={index}
            data-star={isFilled ? 'filled' : 'empty'}
            className={`h-[1.125rem] w-[1.125rem] ${isFilled ? 'text-gold-600' : 'text-stone-500'}`}
            viewBox="0 0 24 24"
            fill={isFilled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={isFilled ? 1 : 1.75}
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <polygon points={starPoints} />
          </svg>
        )
      })}
    </span>
  )
}
