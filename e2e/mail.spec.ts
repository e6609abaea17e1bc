import { randomUUID } from 'node:crypto'
import type { Json } from '../src/types/database.ts'
import { STACK_URL } from '../playwright.config.ts'
import { expectNoAxeViolations } from './axe.ts'
import { SEEDED, expect, test } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// The mail a shop sends, as its customers get it: the stack runs send-emails after every queued mail
// and keeps what its SMTP server receives at /inbox.

async function subjectsTo(email: string): Promise<string[]> {
  const mails = (await (await fetch(`${STACK_URL}/inbox`)).json()) as { to: string; subject: string }[]
  return mails.filter((mail) => mail.to === email).map((mail) => mail.subject)
}

test('a new customer is welcomed, and shipping their order in the admin mails them that it is on its way', async ({
  page,
  placeOrder,
  newCustomer,
}) => {
  // Three waits on the mail queue's drain and an admin sign-in with a code: over 30 s on a loaded machine.
  test.slow()
  const customer = await newCustomer('shipped', 'Sam Shipper')
  await expect.poll(() => subjectsTo(customer.email), { timeout: 30_000 }).toContain('Welcome to CasaBite')
  const order = await placeOrder({ email: customer.email, client: customer.client })
  await expect
    .poll(() => subjectsTo(customer.email), { timeout: 30_000 })
    .toContain(`Your CasaBite order ${order.order_number}`)

  await signInBrowser(page, SEEDED.admin)
  await page.goto(`/admin/orders/${order.id}`)
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  const shipDialog = page.getByRole('alertdialog', { name: `Mark ${order.order_number} as Shipped?` })
  await shipDialog.getByLabel('Tracking number').fill('9400100000000000000000')
  await shipDialog.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible()
  await expect
    .poll(() => subjectsTo(customer.email), { timeout: 30_000 })
    .toContain(`Your order ${order.order_number} is on its way`)

  // The admin's e-mail log shows them sent.
  await page.goto('/admin/messages')
  const log = page.getByRole('table', { name: 'E-mail log' })
  await expect(log.getByRole('row').filter({ hasText: customer.email }).first()).toContainText('Sent')
  await expectNoAxeViolations(page)
})

test('restocking a wished size mails the customer once', async ({ service, newCustomer }) => {
  const customer = await newCustomer('restock', 'Rita Restock')
  const slug = `restock-${randomUUID().slice(0, 8)}`
  const sizes = [
    { value: '50g', label: '50 g', price_modifier: 0, stock: 0 },
    { value: '100g', label: '100 g', price_modifier: 2, stock: 4 },
  ]
  const { data: product } = await service
    .from('products')
    .insert({
      product_name: `Restock ${slug}`,
      product_slug: slug,
      price: 6,
      category_type: 'Seeds',
      cuisine: 'Global',
      available_sizes: sizes as unknown as Json,
      default_size: '50g',
    })
    .select('id, product_name')
    .single()
    .throwOnError()
  await customer.client.from('wishlist_items').insert({ product_id: product!.id, size: '50g' }).throwOnError()

  const restock = (stock: number) =>
    service
      .from('products')
      .update({ available_sizes: [{ ...sizes[0], stock }, sizes[1]] as unknown as Json })
      .eq('id', product!.id)
      .throwOnError()
  await restock(6)
  const subject = `${product!.product_name} is back in stock`
  await expect.poll(() => subjectsTo(customer.email), { timeout: 30_000 }).toContain(subject)
  await restock(5)
  await service.from('products').update({ price: 6.5 }).eq('id', product!.id).throwOnError()
  // Give the drain its chance to (wrongly) send again.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect((await subjectsTo(customer.email)).filter((s) => s === subject)).toHaveLength(1)
})
