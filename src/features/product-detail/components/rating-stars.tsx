import { useId } from 'react'

interface RatingStarsProps {
  rating: number
  reviewsCount: number
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

/** Five stars filled to the rating; the stars are drawn for the eye, the text says it for everyone. */
export function RatingStars({ rating, reviewsCount }: RatingStarsProps) {
  const clipId = useId()
  const value = Math.min(5, Math.max(0, Number(rating) || 0))
  const reviews = `${reviewsCount} ${reviewsCount === 1 ? 'review' : 'reviews'}`
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <span className="flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => {
          const fill = Math.min(1, Math.max(0, value - index))
          return (
            <svg key={index} viewBox="0 0 24 24" width={20} height={20} focusable="false">
              <defs>
                <clipPath id={`${clipId}-${index}`}>
                  <rect x="0" y="0" width={24 * fill} height="24" />
                </clipPath>
              </defs>
              <path d={STAR_PATH} fill="none" stroke="#b45309" strokeWidth={1.5} />
              <path d={STAR_PATH} fill="#d9901f" clipPath={`url(#${clipId}-${index})`} />
            </svg>
          )
        })}
      </span>
      <span className="sr-only">{`Rated ${value.toFixed(1)} out of 5, ${reviews}`}</span>
      <span aria-hidden="true">
        {value.toFixed(1)} ({reviews})
      </span>
    </p>
  )
}
