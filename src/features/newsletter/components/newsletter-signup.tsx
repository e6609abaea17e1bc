import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { whenSettled } from '@/lib/when-settled'

// The form (react-hook-form, its resolver, supabase-js) downloads when the footer comes near the screen
// once the page has settled, or as soon as the shopper points at or focuses into it: never on a page's
// first paint, even a short one whose footer is in view.
const NewsletterForm = lazy(() => import('./newsletter-form'))

/** How far below the screen the footer may be when the form starts downloading. */
const PRELOAD_MARGIN = '600px'

function FormPlaceholder() {
  // Same height as the form (from lg its button sits below the field), so nothing moves when it arrives;
  // not interactive, so nobody types into it.
  return <div aria-hidden="true" className="h-18 rounded-xl bg-cream/5 lg:h-31" />
}

/** The newsletter block of the site footer. */
export function NewsletterSignup() {
  const ref = useRef<HTMLDivElement>(null)
  // Without IntersectionObserver (old browsers, jsdom) the form loads straight away.
  const [load, setLoad] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (load || !element) return
    let observer: IntersectionObserver | undefined
    let stopped = false
    void whenSettled().then(() => {
      if (stopped) return
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setLoad(true)
        },
        { rootMargin: PRELOAD_MARGIN },
      )
      observer.observe(element)
    })
    return () => {
      stopped = true
      observer?.disconnect()
    }
  }, [load])

  return (
    <div ref={ref} onPointerEnter={() => setLoad(true)} onFocusCapture={() => setLoad(true)}>
      <h2 className="font-sans text-sm font-bold tracking-wide text-saffron-300 uppercase">Join the Spice Letter</h2>
      <p className="mt-3 text-sm text-cream/90">
        New arrivals, harvest stories and recipes, once a month. No spam, unsubscribe any time.
      </p>
      <div className="mt-4">
        {load ? (
          <Suspense fallback={<FormPlaceholder />}>
            <NewsletterForm />
          </Suspense>
        ) : (
          <FormPlaceholder />
        )}
      </div>
    </div>
  )
}
