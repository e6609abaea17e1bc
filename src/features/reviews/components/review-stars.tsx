/** One star, on a 24 x 24 grid (the shape of the product's rating stars in components/product/star-rating.tsx). */
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z'

/** A drawn star, filled or outlined (shape, not only colour, tells them apart). Hidden from assistive technology. */
export function StarIcon({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill={filled ? '#d9901f' : 'none'} stroke="#b45309" strokeWidth={1.5} />
    </svg>
  )
}

/** A review's whole stars, drawn, with the figure as text for assistive technology. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= rating} size={18} />
      ))}
    </span>
  )
}
