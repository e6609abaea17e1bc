import { useEffect, useState, type RefObject } from 'react'

/** True once the element has scrolled out of view above the viewport (not while it is still below). */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return past
}
