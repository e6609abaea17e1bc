import { buildSitemap } from '../scripts/generate-sitemap.ts'
import { ANON_KEY } from '../supabase/local/index.ts'
import { STACK_URL } from '../playwright.config.ts'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test, type Client } from './fixtures.ts'
import { channelJoined } from './realtime.ts'
import { signInBrowser } from './session.ts'

// The blog against the seeded stack: 6 published stories and the draft 'peppercorn-tasting-guide'.
// Tests that change data restore it: the database is shared by every spec of a run.

const DRAFT = 'peppercorn-tasting-guide'
const SAFFRON = 'kashmiri-saffron-harvest'
const SAFFRON_TITLE = 'From Crocus to Kitchen: The Kashmiri Saffron Harvest'
/** The few browser globals the page functions below use (this file is type-checked without the DOM library). */
interface BrowserGlobals {
  document: { dispatchEvent(event: Event): boolean }
}

async function publishedNewestFirst(service: Client) {
  const { data, error } = await service
    .from('blog_posts')
    .select('blog_slug, blog_title, published_at')
    .eq('publish_status', 'published')
  if (error) throw new Error(error.message)
  return data.toSorted((a, b) => Date.parse(b.published_at ?? '') - Date.parse(a.published_at ?? ''))
}

async function setStatus(service: Client, slug: string, status: 'published' | 'draft') {
  const { error } = await service.from('blog_posts').update({ publish_status: status }).eq('blog_slug', slug)
  if (error) throw new Error(error.message)
}

test.afterAll(async ({ service }) => {
  await service.removeAllChannels()
})

test('the blog lists the published stories newest first, without the draft', async ({ page, service }) => {
  const published = await publishedNewestFirst(service)
  await page.goto('/blog')

  await expect(page.getByRole('heading', { level: 1, name: 'Spice Stories' })).toBeVisible()
  const titles = page.getByRole('list').getByRole('article').getByRole('heading', { level: 2 })
  await expect(titles).toHaveText(published.map((post) => post.blog_title))
  await expect(page.getByText('Peppercorn Tasting', { exact: false })).toHaveCount(0)

  const first = page.getByRole('article').first()
  await expect(first.getByRole('img')).toHaveAttribute('width', '1200')
  await expect(first.getByRole('img')).toHaveAttribute('height', '630')
  await expect(first.locator('time')).toBeVisible()
  await expect(first.getByText(/^By /)).toBeVisible()
  await expect(page).toHaveTitle('Spice Stories | CasaBite')
  await expectNoAxeViolations(page)
})

test('Read More opens a story with its sanitised body, More from the Blog and Back to Blog', async ({ page }) => {
  await page.goto('/blog')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SAFFRON_TITLE }) })
  // Its name is "Read More" plus the title (visually hidden), so each Read More is told apart.
  const readMore = card.getByRole('link', { name: /^Read More/ })
  await expect(readMore).toHaveAccessibleName(/^Read More\W+From Crocus to Kitchen/)
  await readMore.click()

  await expect(page).toHaveURL(new RegExp(`/blog/${SAFFRON}$`))
  const article = page.getByRole('article', { name: SAFFRON_TITLE })
  await expect(article.getByRole('heading', { level: 1, name: SAFFRON_TITLE })).toBeVisible()
  await expect(article.getByText('Sourcing', { exact: true })).toBeVisible()
  await expect(article.getByText('January 20, 2026')).toBeVisible()
  await expect(article.getByText('By Priya Raman')).toBeVisible()
  await expect(article.getByRole('img', { name: /Violet crocus flowers/ })).toBeVisible()

  const body = page.getByTestId('blog-post-body')
  await expect(body.getByRole('heading', { level: 2, name: 'Three threads per flower' })).toBeVisible()
  await expect(body.locator('blockquote')).toContainText('the flowers do not wait for anyone')
  await expect(body.locator('ul > li')).toHaveCount(4)
  await expect(body.locator('script, style, iframe, [style], [onclick]')).toHaveCount(0)

  await expect(page).toHaveTitle(`${SAFFRON_TITLE} | CasaBite`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Every autumn the karewa/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${SAFFRON}$`))
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: SAFFRON_TITLE, author: { name: 'Priya Raman' } })

  const more = page.getByRole('region', { name: 'More from the Blog' })
  const moreTitles = more.getByRole('heading', { level: 3 })
  await expect(moreTitles).toHaveCount(3)
  await expect(moreTitles).not.toContainText([SAFFRON_TITLE])
  await expectNoAxeViolations(page)

  // Another story from More from the Blog, then back to the list.
  const next = (await moreTitles.first().textContent()) ?? ''
  await more.getByRole('link', { name: next, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Stories' })).toBeVisible()
})

test("a link inside a story's body is followed by the router, without reloading the app", async ({ page }) => {
  await page.goto(`/blog/${SAFFRON}`)
  await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }))
  await page.getByTestId('blog-post-body').getByRole('link', { name: 'Kashmiri Saffron' }).click()
  await expect(page).toHaveURL(/\/product\/kashmiri-saffron$/)
  expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('an unknown slug shows "Post Not Found" with a way back', async ({ page }) => {
  await page.goto('/blog/no-such-story')
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('the draft cannot be reached by its URL', async ({ page }) => {
  await page.goto(`/blog/${DRAFT}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible()
  await expect(page.getByText('A Peppercorn Tasting')).toHaveCount(0)
})

test('a new story published while /blog is open appears, with "Blog Updated!"', async ({ page, service }) => {
  const slug = `e2e-live-story-${Date.now()}`
  const title = 'Live From the Spice Trail'
  const joined = channelJoined(page, 'blog-posts-list')
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Spice Stories' })).toBeVisible()
  await joined

  try {
    const { error } = await service.from('blog_posts').insert({
      blog_slug: slug,
      blog_title: title,
      blog_excerpt: 'Published while you were reading.',
      blog_content: '<p>Fresh from the field.</p>',
      published_at: new Date().toISOString(),
      author_name: 'E2E Writer',
      category: 'News',
      image_description: '',
      publish_status: 'published',
    })
    if (error) throw new Error(error.message)

    await expect(page.getByText('Blog Updated!').first()).toBeVisible()
    await expect(page.getByText('Our spice stories have been refreshed.').first()).toBeVisible()
    const titles = page.getByRole('list').getByRole('article').getByRole('heading', { level: 2 })
    await expect(titles.first()).toHaveText(title)
    await expect(titles).toHaveCount(7)
  } finally {
    await service.from('blog_posts').delete().eq('blog_slug', slug)
  }
})

test('a story unpublished while an admin reads it: "This post is no longer available." at once', async ({
  page,
  service,
}) => {
  const slug = 'la-vera-smoke-houses'
  await signInBrowser(page, SEEDED.admin)
  const joined = channelJoined(page, `blog-post:${slug}`)
  await page.goto(`/blog/${slug}`)
  await expect(page.getByTestId('blog-post-body')).toBeVisible()
  await joined

  try {
    await setStatus(service, slug, 'draft')
    await expect(page.getByRole('heading', { level: 1, name: 'This post is no longer available.' })).toBeVisible()
    await expect(page.getByTestId('blog-post-body')).toHaveCount(0)
    await expectNoAxeViolations(page)
  } finally {
    await setStatus(service, slug, 'published')
  }
})

test('a story unpublished while a visitor reads it: "This post is no longer available." on returning to the tab', async ({
  page,
  service,
}) => {
  // Realtime does not send visitors the UPDATE (the draft row is invisible to them under RLS),
  // so the page re-checks the post when the tab becomes visible again.
  const slug = 'blooming-spices-in-hot-fat'
  await page.goto(`/blog/${slug}`)
  await expect(page.getByTestId('blog-post-body')).toBeVisible()

  try {
    await setStatus(service, slug, 'draft')
    await page.evaluate(() =>
      (globalThis as unknown as BrowserGlobals).document.dispatchEvent(
        new Event('visibilitychange', { bubbles: true }),
      ),
    )
    await expect(page.getByRole('heading', { level: 1, name: 'This post is no longer available.' })).toBeVisible()
    await expect(page.getByTestId('blog-post-body')).toHaveCount(0)
  } finally {
    await setStatus(service, slug, 'published')
  }
})

test('robots.txt keeps its rules and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  for (const rule of ['User-agent: *', 'Disallow: /admin', 'Disallow: /account', 'Disallow: /checkout']) {
    expect(text).toContain(rule)
  }
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m)
})

test('the sitemap lists the published stories and not the draft', async ({ request, baseURL, service }) => {
  // Served when the build ran scripts/generate-sitemap.ts; otherwise the script is run here directly.
  const response = await request.get('/sitemap.xml')
  const served = (response.headers()['content-type'] ?? '').includes('xml')
  const xml = served
    ? await response.text()
    : (await buildSitemap({ siteUrl: baseURL!, supabaseUrl: STACK_URL, anonKey: ANON_KEY })).xml
  test.info().annotations.push({ type: 'sitemap', description: served ? 'served by the build' : 'script run directly' })

  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  for (const post of await publishedNewestFirst(service)) expect(xml).toContain(`/blog/${post.blog_slug}</loc>`)
  expect(xml).not.toContain(`/blog/${DRAFT}<`)
  expect(xml).toContain('/product/kashmiri-saffron</loc>')
  expect(xml).toContain('/blog</loc>')
})
