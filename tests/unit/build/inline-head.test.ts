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
  '<link rel="stylesheet" crossorigin href="/assets/admin-b.css">',
].join('\n')

function transform(cssLimitKb: number, css: Record<string, string>): string {
  const publicDir = mkdtempSync(join(tmpdir(), 'inline-head-'))
  writeFileSync(join(publicDir, 'favicon.svg'), SVG)
  const plugin = inlineHead({ favicon: 'favicon.svg', cssLimitKb })
  ;(plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({ base: '/', publicDir })
  const bundle = Object.fromEntries(
    Object.entries(css).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  ) as unknown as Rolldown.OutputBundle
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string
  }
  return hook.handler(HTML, { bundle })
}

describe('svgDataUri', () => {
  it('is the drawing without comments and gaps, with only what a URL cannot hold escaped', () => {
    expect(svgDataUri(SVG)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3Crect%20fill='%235c3a21'%20/%3E%3C/svg%3E",
    )
  })
})

describe('inlineHead', () => {
  it('writes the favicon and a small stylesheet into the document, and leaves a large one linked', () => {
    const small = '.a{color:red}'
    const large = Array.from({ length: 4000 }, (_, i) => `.c${i}{margin:${i}px}`).join('')
    const html = transform(1, { 'assets/index-a.css': small, 'assets/admin-b.css': large })
    expect(html).toContain(`href="${svgDataUri(SVG)}"`)
    expect(html).toContain(`<style>${small}</style>`)
    expect(html).not.toContain('href="/assets/index-a.css"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/admin-b.css">')
  })
})
