import { STAR_PATH } from './star-rating'

/** A drawn star, filled or outlined (shape, not only colour, tells them apart). Hidden from assistive technology. */
export function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill={filled ? '#d9901f' : 'none'} stroke="#b45309" strokeWidth={1.5} />
    </svg>
  )
}

/** A review's whole stars (1 to 5), drawn, with the figure as text for assistive technology. */
export function WholeStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= rating} size={18} />
      ))}
    </span>
  )
}
