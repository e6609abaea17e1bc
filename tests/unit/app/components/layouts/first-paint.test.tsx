import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageLoader } from '@/components/ui/page-loader'
import indexHtml from '../../../../../index.html?raw'

/** The markup without the indentation between tags (Prettier lays index.html out; the browser ignores it). */
function withoutLayoutWhitespace(container: Element): string {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  const blank: Node[] = []
  while (walker.nextNode()) if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode)
  for (const node of blank) node.parentNode?.removeChild(node)
  return container.innerHTML
}

// index.html paints the loading screen before any script runs; React's first screen is the same
// PageLoader, so mounting changes nothing on screen. The two must not drift apart.
describe('the first paint in index.html', () => {
  it('is exactly what PageLoader renders, as the only content of #root', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html')
    const rendered = new DOMParser().parseFromString(renderToStaticMarkup(<PageLoader />), 'text/html')
    const root = page.getElementById('root')
    expect(root).not.toBeNull()
    expect(withoutLayoutWhitespace(root!)).toBe(withoutLayoutWhitespace(rendered.body))
    expect(root!.textContent?.trim()).toBe('Loading CasaBite…')
  })
})
