import { randomUUID } from 'node:crypto'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// Categories are a list the owner manages: the product form picks from it, and a rename follows into
// the shop's filters. Each run uses names of its own, so the seeded filters stay as they are.

test('a new category is offered by the product form, and renaming it renames the shop filter', async ({ page }) => {
  test.slow()
  const tag = randomUUID().slice(0, 6)
  const category = `Pastes ${tag}`
  const renamed = `Spice Pastes ${tag}`
  const productName = `E2E Harissa ${tag}`

  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/products')
  await page.getByText('Manage categories and cuisines').click()
  const categories = page.getByRole('region', { name: 'Categories' })
  await expect(categories.getByText('Seeds', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  // A name the list has, in another case, is refused rather than made a second filter.
  await categories.getByLabel('New category').fill('seeds')
  await categories.getByRole('button', { name: 'Add Category' }).click()
  await expect(categories.getByText('There is already a category with this name.')).toBeVisible()
  await categories.getByLabel('New category').fill(category)
  await categories.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByText(`${category} can now be chosen for products.`, { exact: true })).toBeVisible()
  await expect(categories.getByText(category, { exact: true })).toBeVisible()

  await page.goto('/admin/products/new')
  const categorySelect = page.getByLabel('Category Type')
  await expect(categorySelect.getByRole('option', { name: category, exact: true })).toBeAttached()
  await expect(categorySelect.getByRole('option', { name: 'Seeds', exact: true })).toBeAttached()
  // Nothing chosen: the form says so rather than saving a product with no category.
  await page.getByLabel('Product Name').fill(productName)
  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(page.getByText('Choose a category.')).toBeVisible()
  await categorySelect.selectOption(category)
  await page.getByLabel('Cuisine').selectOption('Global')
  await page.getByLabel('Inventory Count').fill('12')
  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(page.getByText(`${productName} was added.`, { exact: true })).toBeVisible()

  await page.getByText('Manage categories and cuisines').click()
  await categories.getByRole('button', { name: `Rename ${category}` }).click()
  await categories.getByLabel(`New name for ${category}`).fill(renamed)
  await categories.getByRole('button', { name: 'Save Name' }).click()
  await expect(page.getByText(`${category} is now ${renamed} everywhere.`, { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText(renamed)

  await page.goto('/shop')
  const types = page.getByRole('group', { name: 'Type' })
  await expect(types.getByRole('checkbox', { name: `${renamed} (1)` })).toBeVisible()
  await expect(types.getByRole('checkbox', { name: new RegExp(`^${category} `) })).toHaveCount(0)
})
