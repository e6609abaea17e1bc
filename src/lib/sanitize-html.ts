import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'

/**
 * Rich text written in the admin (blog posts) is stored as HTML and rendered with
 * dangerouslySetInnerHTML, so it passes through DOMPurify first. An allow-list, not a deny-list:
 * structure and inline emphasis, links and images survive; scripts, event handlers, inline styles,
 * iframes, forms and unknown tags are dropped (the text inside unknown tags is kept).
 * h1 is left out on purpose: the page already has its one h1 (the post's title).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'code',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'cite']

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Only web, mail and phone links, and relative URLs (javascript:, data:, vbscript: and the like are removed).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i

let purifier: Purifier | undefined

/** One private DOMPurify instance, so our hooks never leak into another caller's configuration. */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href')
      // Links to other sites never get access to window.opener nor our URL as referrer.
      if (href && EXTERNAL.test(href)) node.setAttribute('rel', 'noopener noreferrer')
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
    }
  })
  purifier = instance
  return instance
}

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG)
}

/** The visible text of an HTML fragment, whitespace collapsed (for meta descriptions). Nothing is executed. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html')
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
