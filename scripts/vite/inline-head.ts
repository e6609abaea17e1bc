import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

export interface InlineHead {
  /** The favicon's SVG file (public/...): its `<link rel="icon">` gets the drawing as a data: URI. */
  favicon: string
}

/**
 * The SVG without comments and the whitespace between tags, as a data: URI in a double-quoted attribute:
 * single quotes inside, and only what a URL cannot hold escaped (a third the size of encodeURIComponent's).
 */
export function svgDataUri(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim()
    .replaceAll('"', "'")
    .replace(/[%#<>\s]/g, (character) => encodeURIComponent(character === '\n' ? ' ' : character))
  return `data:image/svg+xml,${compact}`
}

/**
 * On a phone every request of the first paint waits for a connection, and HTTP/1.1 gives an origin six: the
 * favicon would hold one while the entry and the page's chunks wait. Written into the document, it travels
 * with it. Production builds only; the file stays in dist/ for anything that links it.
 *
 * The stylesheet stays linked: written into the document, Vite's preload helper (which looks for its <link>)
 * downloads it again with the first lazy chunk that lists it, and a disabled <link> is still fetched.
 */
export function inlineHead({ favicon }: InlineHead): Plugin {
  let base = '/'
  let publicDir = ''
  return {
    name: 'casabite:inline-head',
    apply: 'build',
    configResolved(config) {
      base = config.base
      publicDir = config.publicDir
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const icon = svgDataUri(readFileSync(`${publicDir}/${favicon}`, 'utf8'))
        return html.replace(`href="${base}${favicon}"`, `href="${icon}"`)
      },
    },
  }
}
