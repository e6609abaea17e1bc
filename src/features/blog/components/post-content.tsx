import { useMemo, type MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { POST_BODY_CLASSES } from '@/components/ui/post-body-classes'
import { sanitizeHtml } from '@/lib/sanitize-html'

/** Links inside this site (`/product/...`, `/shop`) that the router can take without reloading the app. */
function internalHref(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href')
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined
  if (anchor.target && anchor.target !== '_self') return undefined
  if (anchor.hasAttribute('download')) return undefined
  return href
}

/** A post's body: sanitised with DOMPurify before it reaches the DOM (DESIGN §2). */
export function PostContent({ html }: { html: string }) {
  const navigate = useNavigate()
  const safeHtml = useMemo(() => sanitizeHtml(html), [html])

  // One listener for every link in the body: a plain left click on an internal link is a client-side
  // navigation; anything else (new tab, modifier keys, other sites) keeps the browser's behaviour.
  const followInternalLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || !event.currentTarget.contains(anchor)) return
    const href = internalHref(anchor)
    if (!href) return
    event.preventDefault()
    void navigate(href)
  }

  return (
    <div
      className={POST_BODY_CLASSES}
      data-testid="blog-post-body"
      onClick={followInternalLinks}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
