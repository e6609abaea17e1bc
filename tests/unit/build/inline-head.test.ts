import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IndexHtmlTransformContext, ResolvedConfig, Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { inlineHead, svgDataUri } from '../../../scripts/vite/inline-head.ts'

const SVG = '<svg xmlns="http://www.w3.org/2000/svg">\n  <!-- a jar -->\n  <rect fill="#5c3a21" />\n</svg>\n'

const HTML = [
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
].join('\n')

function transform(): string {
  const publicDir = mkdtempSync(join(tmpdir(), 'inline-head-'))
  writeFileSync(join(publicDir, 'favicon.svg'), SVG)
  const plugin = inlineHead({ favicon: 'favicon.svg' })
  ;(plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({ base: '/', publicDir })
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string
  }
  return hook.handler(HTML, { bundle: {} as Rolldown.OutputBundle })
}

describe('svgDataUri', () => {
  it('is the drawing without comments and gaps, with only what a URL cannot hold escaped', () => {
    expect(svgDataUri(SVG)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3Crect%20fill='%235c3a21'%20/%3E%3C/svg%3E",
    )
  })
})

describe('inlineHead', () => {
  it('writes the favicon into the document and leaves the stylesheet linked', () => {
    const html = transform()
    expect(html).toContain(`href="${svgDataUri(SVG)}"`)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">')
  })
})
