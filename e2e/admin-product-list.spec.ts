import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test, type Client } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// The admin's product list as an owner reads it: readable headers, low stock marked, bulk
// (de)activation, no sideways scroll at 1280 px and cards on a phone.

/** Two products of the test's own, inserted as the seeded admin. */
async function makeProducts(admin: Client, tag: string) {
  const rows = [
    { product_name: `Bulk Low ${tag}`, product_slug: `bulk-low-${tag}`, inventory_count: 3 },
    { product_name: `Bulk Plenty ${tag}`, product_slug: `bulk-plenty-${tag}`, inventory_count: 40 },
  ].map((row) => ({ ...row, price: 6.5, category_type: 'Seeds', cuisine: 'Global' }))
  const { data, error } = await admin.from('products').insert(rows).select('id, is_active')
  if (error) throw new Error(error.message)
  return data.map((row) => row.id)
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const { documentElement } = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document
    return documentElement.scrollWidth - documentElement.clientWidth
  })

test('readable headers, low stock marked, bulk deactivate and activate, no sideways scroll at 1280 px', async ({
  page,
  admin,
  customer,
}) => {
  test.slow()
  const tag = randomUUID().slice(0, 6)
  const ids = await makeProducts(admin, tag)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/products')
  const table = page.getByRole('table', { name: 'Products' })
  await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible()
  for (const header of ['ID', 'Category', 'Cuisine', 'Price', 'Inventory', 'Active']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  }
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  await expect(table.getByRole('link', { name: /^Edit / }).first()).toBeInViewport()
  await page.screenshot({ path: 'test-results/admin-product-list-1280.png', fullPage: false })
  await expectNoAxeViolations(page)

  await page.getByLabel('Search products').fill(tag)
  const low = table.getByRole('row').filter({ hasText: `Bulk Low ${tag}` })
  const plenty = table.getByRole('row').filter({ hasText: `Bulk Plenty ${tag}` })
  await expect(low.getByText('Low stock', { exact: true })).toBeVisible()
  await expect(plenty.getByText(/Low stock/)).toHaveCount(0)

  await page.getByRole('checkbox', { name: 'Select all products on this page' }).check()
  const bulk = page.getByRole('group', { name: 'Selected products' })
  await expect(bulk.getByText('2 selected')).toBeVisible()
  await bulk.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByText('2 products deactivated.', { exact: true })).toBeVisible()
  await expect(low.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible()
  await expect(plenty.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible()
  const { data: hidden } = await admin.from('products').select('is_active').in('id', ids)
  expect(hidden?.map((row) => row.is_active)).toEqual([false, false])

  await page.getByRole('checkbox', { name: `Select Bulk Low ${tag}` }).check()
  await bulk.getByRole('button', { name: 'Activate', exact: true }).click()
  await expect(page.getByText('1 product activated.', { exact: true })).toBeVisible()
  await expect(low.getByRole('cell', { name: 'Active', exact: true })).toBeVisible()
  await expect(plenty.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible()

  // A customer's same write changes nothing (RLS: only admins update products).
  const { data: refused } = await customer.from('products').update({ is_active: false }).in('id', ids).select('id')
  expect(refused ?? []).toEqual([])
  const { data: after } = await admin.from('products').select('product_slug, is_active').in('id', ids)
  expect(after?.find((row) => row.product_slug === `bulk-low-${tag}`)?.is_active).toBe(true)
})

test('a phone shows the products as cards, with actions, and no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInBrowser(page, SEEDED.admin)
  await page.goto('/admin/products')
  const cards = page.getByRole('list', { name: 'Products' })
  await expect(cards.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Products' })).toBeHidden()
  await expect(cards.getByRole('link', { name: /^Edit / }).first()).toBeVisible()
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  // The sidebar folds into a menu: the list starts on the first screen, not below eleven menu entries.
  const menu = page.getByRole('button', { name: 'Admin Menu' })
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(nav).toBeHidden()
  const firstCard = await cards.getByRole('article').first().boundingBox()
  expect(firstCard!.y).toBeLessThan(844)
  await page.screenshot({ path: 'test-results/admin-product-list-390.png', fullPage: false })
  await expectNoAxeViolations(page)
  await menu.click()
  await expect(nav).toBeVisible()
  await expectNoAxeViolations(page)
  await nav.getByRole('link', { name: 'Orders' }).click()
  await expect(page).toHaveURL(/\/admin\/orders$/)
  await expect(nav).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
})
