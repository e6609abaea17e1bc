import { testimonials } from '../../data/home-content'
import { SectionHeading } from './section-heading'

export function Testimonials() {
  return (
    <section aria-labelledby="community-heading" className="mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-20">
      <SectionHeading
        id="community-heading"
        title="From Our Community"
        lead="Home cooks and chefs on what changed when the spices got better."
      />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <figure className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6">
              <blockquote className="flex-1 text-ink">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={testimonial.avatar_url}
                  alt={testimonial.avatarDescription}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 rounded-full"
                />
                <span>
                  <span className="block font-semibold">{testimonial.author}</span>
                  <span className="block text-sm text-ink-muted">{testimonial.location}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
