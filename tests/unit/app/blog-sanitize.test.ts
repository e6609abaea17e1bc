import { describe, expect, it } from 'vitest'
import { postDescription } from '@/features/blog/lib/post-description'
import { truncateText } from '@/lib/text'
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html'

/** The elements the seeded stories use (supabase/seed.sql). */
const SEED_LIKE = `<p>At six in the morning <strong>saffron</strong> is <em>picked</em>.</p>
<h2>Three threads per flower</h2>
<blockquote>"We say the flowers do not wait for anyone."</blockquote>
<ul>
<li><strong>Colour:</strong> deep red.</li>
</ul>
<p>Our <a href="/product/kashmiri-saffron">Kashmiri Saffron</a> comes from this year's harvest.</p>`

function parse(html: string) {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

describe('sanitizeHtml', () => {
  it("keeps the seed's tags, text and internal links as they are", () => {
    const clean = sanitizeHtml(SEED_LIKE)
    expect(clean).toBe(SEED_LIKE)
    const fragment = parse(clean)
    for (const tag of ['p', 'strong', 'em', 'h2', 'blockquote', 'ul', 'li', 'a']) {
      expect(fragment.querySelector(tag), tag).not.toBeNull()
    }
    expect(fragment.querySelector('a')?.getAttribute('href')).toBe('/product/kashmiri-saffron')
  })

  it('removes script elements with their code', () => {
    const clean = sanitizeHtml('<p>Before</p><script>alert("x")</script><p>After</p>')
    expect(clean).toBe('<p>Before</p><p>After</p>')
  })

  it('removes on* event handlers but keeps the element', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi</p><img src="/a.svg" alt="A" onerror="steal()">')
    expect(clean).not.toMatch(/onclick|onerror|steal/)
    const fragment = parse(clean)
    expect(fragment.querySelector('p')?.textContent).toBe('Hi')
    expect(fragment.querySelector('img')?.getAttribute('src')).toBe('/a.svg')
  })

  it('removes javascript:, vbscript: and data: links, keeps web, mail and relative ones', () => {
    const clean = sanitizeHtml(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="  JaVaScRiPt:alert(1)">b</a>',
        '<a href="vbscript:msgbox(1)">c</a>',
        '<a href="data:text/html,<script>alert(1)</script>">d</a>',
        '<a href="https://example.com/x">e</a>',
        '<a href="mailto:support@casabite.example">f</a>',
        '<a href="/shop">g</a>',
        '<a href="#section">h</a>',
      ].join(''),
    )
    const hrefs = [...parse(clean).querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      null,
      null,
      null,
      null,
      'https://example.com/x',
      'mailto:support@casabite.example',
      '/shop',
      '#section',
    ])
    expect(clean).not.toMatch(/javascript|vbscript|data:/i)
  })

  it('removes style attributes and style elements', () => {
    const clean = sanitizeHtml('<style>body{display:none}</style><p style="position:fixed;inset:0">Text</p>')
    expect(clean).toBe('<p>Text</p>')
  })

  it('removes iframes, objects, embeds, forms and svg', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="/steal"><input name="card"><button>Pay</button></form><svg><script>alert(1)</script></svg><p>ok</p>',
    )
    expect(clean).not.toMatch(/iframe|object|embed|form|input|svg|script/i)
    expect(clean).toContain('<p>ok</p>')
  })

  it('keeps the text of tags outside the allow-list (an h1 becomes plain text: the page has its own h1)', () => {
    expect(sanitizeHtml('<h1>Big</h1><p>x</p>')).toBe('Big<p>x</p>')
    expect(sanitizeHtml('<div><span class="x" data-id="1">Inside</span></div>')).toBe('Inside')
  })

  it('gives links to other sites rel="noopener noreferrer", and images lazy loading and an alt', () => {
    const fragment = parse(sanitizeHtml('<a href="https://example.com">x</a><a href="/shop">y</a><img src="/a.svg">'))
    const [external, internal] = fragment.querySelectorAll('a')
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(internal?.hasAttribute('rel')).toBe(false)
    const image = fragment.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('alt')).toBe('')
  })
})

describe('meta description', () => {
  it('htmlToText returns the visible text without markup or script code', () => {
    expect(htmlToText('<p>Hello <strong>spice</strong>\n lovers</p><script>var secret = 1</script>')).toBe(
      'Hello spice lovers',
    )
  })

  it('truncateText cuts at a word boundary, at most max characters including the ellipsis', () => {
    const text = 'word '.repeat(60)
    const cut = truncateText(text, 155)
    expect(cut.length).toBeLessThanOrEqual(155)
    expect(cut.endsWith('word…')).toBe(true)
    expect(truncateText('short text', 155)).toBe('short text')
  })

  it('uses the excerpt, else the first 155 characters of the body', () => {
    expect(postDescription({ blog_excerpt: 'An excerpt.', blog_content: '<p>Body</p>' })).toBe('An excerpt.')
    const body = `<p>${'Saffron threads glow crimson at dawn. '.repeat(10)}</p>`
    const description = postDescription({ blog_excerpt: '  ', blog_content: body })
    expect(description.length).toBeLessThanOrEqual(155)
    expect(description.startsWith('Saffron threads glow crimson at dawn.')).toBe(true)
    expect(description.endsWith('…')).toBe(true)
  })
})
