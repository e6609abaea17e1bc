import { useEffect } from 'react'
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
  /** A share image; a path on this site or an absolute URL. */
  image?: string
}

/** `Kashmiri Saffron` -> `Kashmiri Saffron | CasaBite`; no title -> the brand and its tagline. */
function seoTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`
}

/**
 * Title, description, canonical URL and Open Graph tags for the current route. Every route renders one.
 *
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they are rendered and removes them
 * when the page unmounts, which is all react-helmet-async 3 does on React 19 too; rendering them
 * ourselves keeps Helmet's ~5 KB (gzip) legacy dispatcher out of the entry chunk.
 */
export function Seo({
  title,
  description = site.defaultDescription,
  canonicalPath,
  type = 'website',
  noIndex,
  image,
}: SeoProps) {
  const { pathname } = useLocation()
  const fullTitle = seoTitle(title)
  // Query strings are left out: filtered shop views share the shop's canonical URL.
  const url = new URL(canonicalPath ?? pathname, window.location.origin).href
  const imageUrl = image ? new URL(image, window.location.origin).href : undefined

  useEffect(() => {
    // index.html's static title and description serve clients without JS; once a route renders its
    // own, drop those so crawlers and share previews find exactly one title and one description.
    document.head.querySelectorAll('[data-static-head]').forEach((element) => element.remove())
  }, [])

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
