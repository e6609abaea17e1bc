import { useId } from 'react'

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z'
const POSITIONS = [0, 24, 48, 72, 96]

function Stars({ fill }: { fill: string }) {
  return POSITIONS.map((x) => <path key={x} d={STAR_PATH} fill={fill} transform={`translate(${x} 0)`} />)
}

/** Five stars filled to the rating (drawn, hidden from assistive technology) and the figures as text. */
export function StarRating({ rating, reviews }: { rating: number; reviews: number }) {
  const value = Math.min(5, Math.max(0, rating))
  const clipId = useId()
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <svg viewBox="0 0 120 24" width={90} height={18} aria-hidden="true" focusable="false">
        <clipPath id={clipId}>
          <rect x="0" y="0" width={(value / 5) * 120} height="24" />
        </clipPath>
        <Stars fill="#f3bfa8" />
        <g clipPath={`url(#${clipId})`}>
          <Stars fill="#d9901f" />
        </g>
      </svg>
      <span className="sr-only">
        Rated {value.toFixed(1)} out of 5 from {reviews} {reviews === 1 ? 'review' : 'reviews'}
      </span>
      <span aria-hidden="true">
        {value.toFixed(1)} ({reviews})
      </span>
    </p>
  )
}
