import { vi } from 'vitest'
import { stubSupabaseEnv } from '../../support/render-app'

/** A WebSocket that never connects: realtime stays "joining", as when the server refuses the socket. */
class OfflineWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readonly readyState = 0
  binaryType = 'arraybuffer'
  onopen: unknown = null
  onclose: unknown = null
  onerror: unknown = null
  onmessage: unknown = null
  constructor(readonly url: string) {}
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

export function stubBrowser() {
  stubSupabaseEnv()
  vi.stubGlobal('WebSocket', OfflineWebSocket)
  // jsdom does not implement scrolling; ScrollToTop calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
}

export const posts = [
  {
    id: '00000000-0000-4000-8000-000000000003',
    blog_slug: 'berbere-and-the-ethiopian-table',
    blog_title: 'Berbere and the Ethiopian Table',
    blog_excerpt: 'In Ethiopian homes, berbere is made once a year in great batches.',
    published_at: '2026-10-12T09:00:00+00:00',
    author_name: 'Hana Tesfaye',
    category: 'Culture',
    main_image_url: '/images/blog/berbere-and-the-ethiopian-table.svg',
    image_description: 'A woven basket table laid with injera',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    blog_slug: 'how-to-store-spices',
    blog_title: 'How to Keep Spices Fresh (and When to Let Them Go)',
    blog_excerpt: 'Light, heat, air and moisture are the enemies of flavour.',
    published_at: '2026-08-25T09:00:00+00:00',
    author_name: 'Daniel Okafor',
    category: 'Spice Guide',
    main_image_url: '/images/blog/how-to-store-spices.svg',
    image_description: 'A wooden shelf lined with glass spice jars',
  },
  {
    id: '00000000-0000-4000-8000-000000000001',
    blog_slug: 'kashmiri-saffron-harvest',
    blog_title: 'From Crocus to Kitchen: The Kashmiri Saffron Harvest',
    blog_excerpt: 'Every autumn the karewa plateaus of Pampore turn violet for three weeks.',
    published_at: '2026-01-20T09:00:00+00:00',
    author_name: 'Priya Raman',
    category: 'Sourcing',
    main_image_url: '/images/blog/kashmiri-saffron-harvest.svg',
    image_description: 'Violet crocus flowers with crimson saffron threads',
  },
]

export const fullPost = {
  ...posts[2]!,
  blog_content:
    '<p>At six in the morning the fields are <strong>violet</strong>.</p><script>window.__pwned = true</script>' +
    '<h2>Three threads per flower</h2><p onmouseover="window.__pwned = true" style="color:red">Picked by hand.</p>' +
    '<p>Our <a href="/product/kashmiri-saffron">Kashmiri Saffron</a> and <a href="javascript:window.__pwned=true">a trap</a>.</p>',
  publish_status: 'published',
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: '2026-01-21T00:00:00+00:00',
}
