import { useEffect } from 'react'
import { Helmet } from 'react-helmet-async'
import { useLocation } from 'react-router-dom'
import { site } from '@/config/site'

interface SeoProps {
  /** The page's own title; the brand is appended. Omit on the home page. */
  title?: string
  description?: string
  /** Overrides the current path when two URLs show the same page (/terms -> /terms-of-service). */
  canonicalPath?: string
  type?: 'website' | 'article' | 'product'
  /** Private or transient pages (account, checkout, admin, 404) stay out of search results. */
  noIndex?: boolean
}

/** Title, description, canonical URL and Open Graph tags for the current route. Every route renders one. */
export function Seo({
  title,
  description = site.defaultDescription,
  canonicalPath,
  type = 'website',
  noIndex,
}: SeoProps) {
  const { pathname } = useLocation()
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`
  // Query strings are left out: filtered shop views share the shop's canonical URL.
  const url = new URL(canonicalPath ?? pathname, window.location.origin).href

  useEffect(() => {
    // React 19 hoists this route's tags into <head> beside index.html's static ones; drop those so
    // crawlers and share previews find exactly one title and one description.
    document.head.querySelectorAll('[data-static-head]').forEach((element) => element.remove())
  }, [])

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  )
}
