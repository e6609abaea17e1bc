import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import { channelJoined } from './realtime.ts'
import { signInBrowser } from './session.ts'

// The owner writes a post in the admin (Markdown and a cover image), publishes it, a shopper reads it on
// /blog (appearing live) and /blog/:slug, and it is gone once unpublished. The post is deleted at the end.

test.describe.configure({ timeout: 120_000 })

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const TITLE = `Sumac, the Sour Red Spice ${Date.now()}`
const SLUG = TITLE.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const MARKDOWN = [
  '# Where sumac grows',
  '',
  'Sumac berries are dried and ground:',
  '',
  '- sprinkle it on hummus',
  '- rub it into chicken',
  '',
  'Find it in [our shop](/shop).',
  '',
  '<script>window.pwned = true</script>',
].join('\n')

const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true })

/** Axe at a phone and a desktop width, with a screenshot of each kept with the results. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth - (globalThis as unknown as { innerWidth: number }).innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}px.png`), fullPage: true })
  }
}

test.afterAll(async ({ service }) => {
  await service.from('blog_posts').delete().eq('blog_slug', SLUG)
})

test('an admin writes, publishes and unpublishes a post; a shopper sees it come and go', async ({
  page,
  browser,
  service,
}) => {
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/dashboard')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog Posts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible()
  // The seed's draft is listed beside the published stories.
  await expect(page.getByRole('listitem').filter({ hasText: 'Draft' }).first()).toBeVisible()
  await checkAtBothWidths(page, 'list')

  // Write it.
  await page.getByRole('link', { name: 'New Post' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible()
  await page.getByLabel('Title').fill(TITLE)
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG)
  await page.getByLabel('Excerpt').fill('A tart, lemony crimson spice from the Levant.')
  await page.getByLabel('Category').fill('Spice Guides')
  await page.locator('input[type="file"]').setInputFiles({ name: 'sumac.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible()
  await page.getByLabel('Cover image description (alt text)').fill('Ground sumac in a wooden bowl')
  await page.getByLabel('Body (Markdown)').fill(MARKDOWN)
  const preview = page.getByTestId('markdown-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Where sumac grows' })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(2)
  await checkAtBothWidths(page, 'new-post')
  await page.getByRole('button', { name: 'Create Draft' }).click()
  await expect(toastText(page, `${TITLE} was saved as a draft. Publish it when ready.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `Edit: ${TITLE}` })).toBeVisible()
  await expect(page.getByText('Draft: only admins see it until it is published.')).toBeVisible()

  const stored = await service
    .from('blog_posts')
    .select('publish_status, blog_markdown, blog_content, main_image_url, image_description')
    .eq('blog_slug', SLUG)
    .single()
  expect(stored.data).toMatchObject({
    publish_status: 'draft',
    blog_markdown: MARKDOWN,
    image_description: 'Ground sumac in a wooden bowl',
  })
  expect(stored.data!.blog_content).not.toContain('script')
  expect(stored.data!.main_image_url).toContain('/storage/v1/object/public/blog-images/')

  // A shopper has /blog open: the post appears there once published, without a reload.
  // A context of its own (a shopper signed out, and axe needs one).
  const shopperContext = await browser.newContext()
  const shopper = await shopperContext.newPage()
  const joined = channelJoined(shopper, 'blog-posts-list')
  await shopper.goto('/blog')
  await expect(shopper.getByRole('heading', { level: 1, name: 'Spice Stories' })).toBeVisible()
  await joined
  await expect(shopper.getByText(TITLE)).toHaveCount(0)

  await page.getByRole('button', { name: `Publish ${TITLE}` }).click()
  await expect(toastText(page, `${TITLE} is live on the blog.`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Unpublish ${TITLE}` })).toBeFocused()

  const card = shopper.getByRole('article').filter({ hasText: TITLE })
  await expect(card).toBeVisible()
  await expect(card.getByRole('img', { name: 'Ground sumac in a wooden bowl' })).toBeVisible()
  await card.getByRole('link', { name: /Read More/ }).click()
  await expect(shopper).toHaveURL(new RegExp(`/blog/${SLUG}$`))
  await expect(shopper.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  const body = shopper.getByTestId('blog-post-body')
  await expect(body.getByRole('heading', { level: 2, name: 'Where sumac grows' })).toBeVisible()
  await expect(body.getByRole('listitem')).toHaveText(['sprinkle it on hummus', 'rub it into chicken'])
  await expect(body.getByRole('link', { name: 'our shop' })).toHaveAttribute('href', '/shop')
  expect(await body.locator('script').count()).toBe(0)
  expect(await shopper.evaluate(() => (globalThis as { pwned?: boolean }).pwned)).toBeUndefined()
  await expectNoAxeViolations(shopper)

  // Back in the admin's list: Published with today's date; unpublish it there.
  await page.getByRole('link', { name: 'Back to Blog Posts' }).first().click()
  const row = page.getByRole('listitem', { name: TITLE })
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: `Unpublish ${TITLE}` }).click()
  await expect(toastText(page, `${TITLE} is no longer on the blog.`)).toBeVisible()
  await expect(row.getByText('Draft', { exact: true })).toBeVisible()

  // Gone for the shopper: the list and the post's own address.
  await shopper.goto('/blog')
  await expect(shopper.getByRole('heading', { level: 1, name: 'Spice Stories' })).toBeVisible()
  await expect(shopper.getByRole('article').first()).toBeVisible()
  await expect(shopper.getByText(TITLE)).toHaveCount(0)
  await shopper.goto(`/blog/${SLUG}`)
  await expect(shopper.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible()
  await shopperContext.close()

  // Delete, asked first; the cover goes with it.
  await row.getByRole('button', { name: `Delete ${TITLE}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Delete ${TITLE}?` })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click()
  await expect(toastText(page, `${TITLE} was deleted.`)).toBeVisible()
  await expect(page.getByRole('listitem', { name: TITLE })).toHaveCount(0)
  expect((await service.from('blog_posts').select('id').eq('blog_slug', SLUG)).data).toEqual([])
  expect((await service.storage.from('blog-images').list(SLUG)).data).toEqual([])
})
