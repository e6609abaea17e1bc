import { useMemo, type MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { sanitizeHtml } from '@/lib/sanitize-html'

/** Typography for the stored HTML (no typography plugin: the few elements the editor produces). */
const BODY_CLASSES = [
  'text-lg leading-relaxed',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mt-6 [&_h4]:font-bold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-500 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote]:text-ink-muted',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-ink-muted',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-brand-50 [&_pre]:p-4',
  '[&_hr]:my-10 [&_hr]:border-brand-100',
  '[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-brand-100 [&_td]:p-2 [&_th]:border [&_th]:border-brand-100 [&_th]:p-2 [&_th]:text-left',
].join(' ')

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
      className={BODY_CLASSES}
      data-testid="blog-post-body"
      onClick={followInternalLinks}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
