import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test, type Client } from './fixtures.ts'
import type { OrderChoices } from './orders.ts'
import { signInBrowser, type Customer } from './session.ts'

// Reviews by verified buyers on the product page, against the seeded stack. Each test reviews a product of
// its own (made with the service role), so no other spec's ratings move; customers sign up and order
// through the API, as the checkout would.

test.describe.configure({ timeout: 90_000 })

async function newProduct(service: Client) {
  const slug = `review-test-${randomUUID().slice(0, 8)}`
  const { data } = await service
    .from('products')
    .insert({
      product_name: `Review Test ${slug.slice(-8)}`,
      product_slug: slug,
      price: 9.5,
      category_type: 'Seeds',
      cuisine: 'Global',
      inventory_count: 100,
    })
    .select('id, product_slug')
    .single()
    .throwOnError()
  return data
}

/** The choices of the customer's order of the product, as the checkout places it: what makes them a verified buyer. */
const purchase = (customer: Customer, productId: string): OrderChoices => ({
  email: customer.email,
  client: customer.client,
  productId,
  customerName: 'Rita Reviewer',
})

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Customer Reviews' })
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
const reviewForm = (page: Page, name: string) => page.getByRole('form', { name })

test('a buyer writes a review, sees it as a verified buyer’s with the rating and count, then edits it', async ({
  page,
  service,
  placeOrder,
  newCustomer,
}) => {
  const product = await newProduct(service)
  const customer = await newCustomer('reviewer', 'Rita Reviewer')
  await placeOrder(purchase(customer, product.id))
  await signInBrowser(page, customer)

  await page.goto(`/product/${product.product_slug}`)
  const section = reviewsSection(page)
  await expect(section.getByText('No reviews yet.', { exact: false })).toBeVisible()
  await expect(page.getByText('Rated 0.0 out of 5, 0 reviews')).toBeAttached()

  await section.getByRole('button', { name: 'Write a review' }).click()
  const form = reviewForm(page, 'Write a review')
  await expect(form).toBeVisible()
  await expect(form.getByRole('heading', { name: 'Write a review' })).toBeFocused()

  // Nothing filled: each field says what it needs, with the database's limits.
  await form.getByRole('button', { name: 'Post Review' }).click()
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  await expect(form.getByText('Give your review a title.')).toBeVisible()
  await expect(form.getByText('Write at least 10 characters.')).toBeVisible()
  await expectNoAxeViolations(page)

  // The stars are a radio group: the keyboard chooses.
  const stars = form.getByRole('group', { name: /Your rating/ })
  await stars.getByRole('radio', { name: '1 star' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await form.getByRole('textbox', { name: 'Title' }).fill('Warm and smoky')
  await form.getByRole('textbox', { name: 'Your review' }).fill('Great on roast potatoes.\nI use it every week.')
  await form.getByRole('button', { name: 'Post Review' }).click()

  await expect(toastRegion(page).getByText('Review Posted')).toBeVisible()
  await expect(toastRegion(page).getByText('Thank you! You earned 25 Flavor Points.')).toBeVisible()
  const review = section.getByRole('article', { name: 'Warm and smoky' })
  await expect(review).toBeVisible()
  await expect(review.getByText('Verified buyer')).toBeVisible()
  await expect(review.getByText('Rita R.')).toBeVisible()
  await expect(review.getByText('Rated 4 out of 5')).toBeAttached()
  await expect(page.getByText('Rated 4.0 out of 5, 1 review')).toBeAttached()
  await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Editing opens on what was saved.
  await section.getByRole('button', { name: 'Edit your review' }).click()
  const edit = reviewForm(page, 'Edit your review')
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Warm and smoky')
  await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expectNoAxeViolations(page)
  // Clicking a star (its label) chooses it; the arrow keys move from there.
  await edit.getByRole('radio', { name: '5 stars' }).locator('..').click()
  await expect(edit.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(edit.getByRole('radio', { name: '2 stars' })).toBeChecked()
  await edit.getByRole('textbox', { name: 'Title' }).fill('Too smoky for me')
  await edit.getByRole('button', { name: 'Save Changes' }).click()

  await expect(toastRegion(page).getByText('Review Updated')).toBeVisible()
  const edited = section.getByRole('article', { name: 'Too smoky for me' })
  await expect(edited).toBeVisible()
  await expect(edited.getByText('(edited)')).toBeVisible()
  await expect(edited.getByText('Rated 2 out of 5')).toBeAttached()
  await expect(page.getByText('Rated 2.0 out of 5, 1 review')).toBeAttached()
  await expect(section.getByRole('article')).toHaveCount(1)

  // Deleting asks first, in the shop's dialog: Cancel keeps the review, Delete Review removes it.
  const askDelete = section.getByRole('button', { name: 'Delete your review' })
  await askDelete.click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete your review?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(askDelete).toBeFocused()
  await expect(section.getByRole('article')).toHaveCount(1)
  await askDelete.click()
  await confirm.getByRole('button', { name: 'Delete Review' }).click()
  await expect(toastRegion(page).getByText('Review Deleted')).toBeVisible()
  await expect(section.getByRole('article')).toHaveCount(0)
  // Focus goes on to the button that writes a new review, not back to the top of the page.
  await expect(section.getByRole('button', { name: 'Write a review' })).toBeFocused()
})

test('a customer who has not ordered the product is told why, and gets no Write a review', async ({
  page,
  service,
  placeOrder,
  newCustomer,
}) => {
  const product = await newProduct(service)
  const other = await newProduct(service)
  const customer = await newCustomer('not-buyer', 'Nora Nobuy')
  await placeOrder(purchase(customer, other.id))
  await signInBrowser(page, customer)

  await page.goto(`/product/${product.product_slug}`)
  const section = reviewsSection(page)
  await expect(section.getByText('Only customers who bought this spice can review it.', { exact: false })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})
