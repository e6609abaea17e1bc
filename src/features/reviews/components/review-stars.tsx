/** One star, on a 24 x 24 grid (the same shape as the product's rating stars). */
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z'

/** A review's whole stars, drawn, with the figure as text for assistive technology. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill={star <= rating ? '#d9901f' : 'none'} stroke="#b45309" strokeWidth={1.5} />
        </svg>
      ))}
    </span>
  )
}
