import { useEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'

/**
 * Every navigation starts at the top of the page (spec), or at its #anchor. History *replacements* on the
 * same path (the shop's filters live in the URL) keep the scroll position. After the first page, focus moves
 * to <main> so screen readers start reading the new page rather than staying on the clicked link.
 */
export function ScrollToTop() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const scrollKey = navigationType === NavigationType.Replace ? `${location.pathname}${location.hash}` : location.key
  const isFirstRender = useRef(true)

  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) {
      target.scrollIntoView()
    } else {
      window.scrollTo(0, 0)
    }
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    if (!target) document.getElementById('main')?.focus({ preventScroll: true })
    // location.hash is part of scrollKey where it matters; reading it here does not need its own dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey])

  return null
}
