import { useId } from 'react'

/** One star on a 24 x 24 grid: the shape of every star the shop draws. */
export const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z'
const POSITIONS = [0, 24, 48, 72, 96]

/**
 * `card`: small pale stars and the bare count, for product cards. `detail`: larger outlined stars and
 * "N reviews", for the product page.
 */
export type StarRatingVariant = 'card' | 'detail'

const variants = {
  card: {
    width: 90,
    height: 18,
    empty: { fill: '#f3bfa8' },
    spoken: (value: string, reviews: string) => `Rated ${value} out of 5 from ${reviews}`,
    shown: (value: string, _reviews: string, count: number) => `${value} (${count})`,
  },
  detail: {
    width: 100,
    height: 20,
    empty: { fill: 'none', stroke: '#b45309', strokeWidth: 1.5 },
    spoken: (value: string, reviews: string) => `Rated ${value} out of 5, ${reviews}`,
    shown: (value: string, reviews: string) => `${value} (${reviews})`,
  },
} satisfies Record<StarRatingVariant, unknown>

function Stars(props: { fill: string; stroke?: string; strokeWidth?: number }) {
  return POSITIONS.map((x) => <path key={x} d={STAR_PATH} transform={`translate(${x} 0)`} {...props} />)
}

interface StarRatingProps {
  rating: number
  reviewsCount: number
  variant?: StarRatingVariant
}

/** Five stars filled to the rating (drawn, hidden from assistive technology) and the figures as text. */
export function StarRating({ rating, reviewsCount, variant = 'card' }: StarRatingProps) {
  const clipId = useId()
  const look = variants[variant]
  const value = Math.min(5, Math.max(0, Number(rating) || 0))
  const figure = value.toFixed(1)
  const reviews = `${reviewsCount} ${reviewsCount === 1 ? 'review' : 'reviews'}`
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <svg viewBox="0 0 120 24" width={look.width} height={look.height} aria-hidden="true" focusable="false">
        <clipPath id={clipId}>
          <rect x="0" y="0" width={(value / 5) * 120} height="24" />
        </clipPath>
        <Stars {...look.empty} />
        <g clipPath={`url(#${clipId})`}>
          <Stars fill="#d9901f" />
        </g>
      </svg>
      <span className="sr-only">{look.spoken(figure, reviews)}</span>
      <span aria-hidden="true">{look.shown(figure, reviews, reviewsCount)}</span>
    </p>
  )
}
