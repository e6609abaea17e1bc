import { Marked, type Tokens } from 'marked'
import { sanitizeHtml } from '@/lib/sanitize-html'

// marked (GitHub-flavoured Markdown): small, kept up to date, no dependencies. It runs only here, in the
// admin's editor; the post is stored as HTML as well, so /blog renders it without any Markdown code.
const markdown = new Marked({
  gfm: true,
  // The post's title is the page's one h1: "# Heading" in the body becomes an h2, and so on down to h4
  // (what the sanitiser keeps).
  walkTokens: (token) => {
    if (token.type === 'heading') (token as Tokens.Heading).depth = Math.min((token as Tokens.Heading).depth + 1, 4)
  },
})

/**
 * The HTML a post's Markdown gives, sanitised as the storefront sanitises it (scripts, event handlers and
 * unsafe links gone), so what is stored and previewed is what readers get.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }))
}
