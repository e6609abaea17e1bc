import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type Client, type TestStack } from '../helpers/stack.ts'

// Blog posts the owner writes: drafts, publishing and unpublishing, and a cover image in the
// blog-images bucket, all refused to customers and guests.

let t: TestStack
let admin: Client
let customer: Client

beforeAll(async () => {
  t = await startTestStack()
  admin = await t.admin()
  customer = (await t.newCustomer()).client
})

afterAll(async () => {
  await t?.stop()
})

/** A 1x1 lossless WebP. */
const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')

const draft = () => {
  const slug = `harvest-notes-${randomUUID().slice(0, 8)}`
  return {
    blog_slug: slug,
    blog_title: 'Harvest notes',
    blog_excerpt: 'What came in this autumn.',
    blog_content: '<p>Saffron from La Mancha.</p>',
    author_name: 'The CasaBite team',
    category: 'News',
  }
}

const publicSlugs = async (c: Client) =>
  ((await c.from('blog_posts').select('blog_slug')).data ?? []).map((r) => r.blog_slug)

describe('blog posts the owner writes', () => {
  it('keeps a draft to admins, dates it when published, and hides it again when unpublished', async () => {
    const post = draft()
    const made = await admin.from('blog_posts').insert(post).select('id, publish_status, published_at').single()
    expect(made.data).toMatchObject({ publish_status: 'draft', published_at: null })
    expect(await publicSlugs(t.anon)).not.toContain(post.blog_slug)
    expect(await publicSlugs(customer)).not.toContain(post.blog_slug)

    const before = Date.now()
    const published = await admin
      .from('blog_posts')
      .update({ publish_status: 'published' })
      .eq('id', made.data!.id)
      .select('published_at')
      .single()
    expect(published.error).toBeNull()
    expect(Date.parse(published.data!.published_at!)).toBeGreaterThan(before - 60_000)
    expect(await publicSlugs(t.anon)).toContain(post.blog_slug)

    await admin.from('blog_posts').update({ publish_status: 'draft' }).eq('id', made.data!.id)
    expect(await publicSlugs(t.anon)).not.toContain(post.blog_slug)
    const again = await admin
      .from('blog_posts')
      .update({ publish_status: 'published', blog_title: 'Harvest notes, revised' })
      .eq('id', made.data!.id)
      .select('published_at, blog_title')
      .single()
    expect(again.data).toEqual({ published_at: published.data!.published_at, blog_title: 'Harvest notes, revised' })
  })

  it('refuses customers and guests: no writing, publishing or deleting posts', async () => {
    for (const c of [customer, t.anon]) {
      expect((await c.from('blog_posts').insert(draft())).error?.code).toBe('42501')
    }
    const post = draft()
    const made = await admin.from('blog_posts').insert(post).select('id').single()
    await customer.from('blog_posts').update({ publish_status: 'published' }).eq('id', made.data!.id)
    await customer.from('blog_posts').delete().eq('id', made.data!.id)
    const stored = await t.service.from('blog_posts').select('publish_status').eq('id', made.data!.id)
    expect(stored.data).toEqual([{ publish_status: 'draft' }])
  })

  it('takes a cover image into blog-images from an admin only, served by its public URL', async () => {
    const path = `covers/${randomUUID()}.webp`
    for (const c of [customer, t.anon]) {
      const { data, error } = await c.storage.from('blog-images').upload(path, webp(), { contentType: 'image/webp' })
      expect(data).toBeNull()
      expect(['401', '403']).toContain(error && 'statusCode' in error ? error.statusCode : undefined)
    }
    const bucket = admin.storage.from('blog-images')
    expect((await bucket.upload(path, webp(), { contentType: 'image/webp' })).error).toBeNull()
    const gif = await bucket.upload(`covers/${randomUUID()}.gif`, Buffer.from('GIF89a'), { contentType: 'image/gif' })
    expect(gif.error).not.toBeNull()

    const url = bucket.getPublicUrl(path).data.publicUrl
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(webp())
    expect((await t.anon.storage.from('blog-images').list('covers')).data ?? []).toEqual([])
    expect((await bucket.list('covers')).data!.map((o) => `covers/${o.name}`)).toContain(path)

    const post = { ...draft(), main_image_url: url, image_description: 'Saffron threads on a plate' }
    expect((await admin.from('blog_posts').insert(post)).error).toBeNull()
    for (const c of [customer, t.anon])
      expect((await c.storage.from('blog-images').remove([path])).data ?? []).toEqual([])
    expect((await bucket.remove([path])).data).toHaveLength(1)
  })
  it('keeps the Markdown the admin wrote beside its HTML, and refuses it from a customer', async () => {
    const post = {
      ...draft(),
      blog_markdown: '## Saffron\n\n- threads',
      blog_content: '<h2>Saffron</h2><ul><li>threads</li></ul>',
    }
    const made = await admin.from('blog_posts').insert(post).select('id, blog_markdown').single()
    expect(made.error).toBeNull()
    expect(made.data!.blog_markdown).toBe(post.blog_markdown)

    await customer.from('blog_posts').update({ blog_markdown: 'defaced' }).eq('id', made.data!.id)
    const edited = await admin
      .from('blog_posts')
      .update({ blog_markdown: '## Saffron, revised' })
      .eq('id', made.data!.id)
      .select('blog_markdown')
      .single()
    expect(edited.data).toEqual({ blog_markdown: '## Saffron, revised' })
    const stored = await t.service.from('blog_posts').select('blog_markdown').eq('id', made.data!.id).single()
    expect(stored.data).toEqual({ blog_markdown: '## Saffron, revised' })
  })

  it('refuses a second post with a taken slug as a unique violation (the form names the slug)', async () => {
    const post = draft()
    expect((await admin.from('blog_posts').insert(post)).error).toBeNull()
    const again = await admin.from('blog_posts').insert({ ...draft(), blog_slug: post.blog_slug })
    expect(again.error?.code).toBe('23505')
  })

  it('lets an admin delete a post, and no one else', async () => {
    const made = await admin.from('blog_posts').insert(draft()).select('id').single()
    for (const c of [customer, t.anon]) await c.from('blog_posts').delete().eq('id', made.data!.id)
    expect((await t.service.from('blog_posts').select('id').eq('id', made.data!.id)).data).toHaveLength(1)
    const gone = await admin.from('blog_posts').delete().eq('id', made.data!.id).select('id')
    expect(gone.data).toHaveLength(1)
    expect((await t.service.from('blog_posts').select('id').eq('id', made.data!.id)).data).toEqual([])
  })
})
