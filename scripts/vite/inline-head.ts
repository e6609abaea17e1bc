import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

export interface InlineHead {
  /** The favicon's SVG file (public/...): its `<link rel="icon">` gets the drawing as a data: URI. */
  favicon: string
  /** A stylesheet up to this many kB (gzip) is written into the document instead of linked. */
  cssLimitKb: number
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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
 * favicon and the stylesheet would hold two while the entry and the page's chunks wait. Written into the
 * document, they travel with it. Production builds only; the files stay in dist/ for anything that links them.
 */
export function inlineHead({ favicon, cssLimitKb }: InlineHead): Plugin {
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
        let result = html.replace(`href="${base}${favicon}"`, `href="${icon}"`)
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue
          const css = String(asset.source)
          if (gzipSync(css).length / 1000 > cssLimitKb) continue
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="${escapeRegExp(base + asset.fileName)}"[^>]*>`)
          result = result.replace(link, () => `<style>${css}</style>`)
        }
        return result
      },
    },
  }
}
