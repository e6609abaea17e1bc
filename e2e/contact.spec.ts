import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

// The contact form against the real local stack.

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' })
  return {
    form,
    fullName: form.getByLabel('Full Name'),
    email: form.getByLabel('Email Address'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send Message' }),
  }
}

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

test('a message lands in the database and the form starts over', async ({ page, service }) => {
  await page.goto('/contact')
  const { fullName, email, subject, message, send } = contactForm(page)
  const address = uniqueEmail('contact')

  await fullName.fill('  Ada Lovelace  ')
  await email.fill(address)
  await subject.selectOption('Order Inquiry')
  await message.fill('Could you tell me when the new saffron harvest arrives?')
  await send.click()

  await expect(toastRegion(page)).toContainText('Message Sent!')
  await expect(toastRegion(page)).toContainText("Thank you for reaching out. We'll be in touch soon!")
  await expect(fullName).toHaveValue('')
  await expect(email).toHaveValue('')
  await expect(subject).toHaveValue('')
  await expect(message).toHaveValue('')

  const { data, error } = await service
    .from('contact_messages')
    .select('full_name, email, subject, message')
    .eq('email', address)
  expect(error).toBeNull()
  expect(data).toEqual([
    {
      full_name: 'Ada Lovelace',
      email: address,
      subject: 'Order Inquiry',
      message: 'Could you tell me when the new saffron harvest arrives?',
    },
  ])
})

test('an empty subject is saved as General Question', async ({ page, service }) => {
  await page.goto('/contact')
  const { fullName, email, message, send } = contactForm(page)
  const address = uniqueEmail('contact-default')
  await fullName.fill('Grace Hopper')
  await email.fill(address)
  await message.fill('Do you ship to Canada?')
  await send.click()
  await expect(toastRegion(page)).toContainText('Message Sent!')

  const { data } = await service.from('contact_messages').select('subject').eq('email', address)
  expect(data).toEqual([{ subject: 'General Question' }])
})

test('validation: field messages and the "Uh oh!" toast; editing a field clears its message', async ({ page }) => {
  await page.goto('/contact')
  const { fullName, email, message, send } = contactForm(page)

  await send.click()
  await expect(page.getByText('Full name is required.')).toBeVisible()
  await expect(page.getByText('Email is required.')).toBeVisible()
  await expect(page.getByText('Message is required.')).toBeVisible()
  await expect(toastRegion(page)).toContainText('Uh oh!')
  await expect(toastRegion(page)).toContainText('Please complete all required fields correctly.')
  // The first invalid field takes the focus.
  await expect(fullName).toBeFocused()
  await expect(fullName).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  await fullName.fill('Ada')
  await expect(page.getByText('Full name is required.')).toBeHidden()
  await expect(page.getByText('Email is required.')).toBeVisible()

  await email.fill('ada@example')
  await message.fill('Hello')
  await send.click()
  await expect(page.getByText('Email is invalid.')).toBeVisible()
  await expect(page.getByText('Message is required.')).toBeHidden()
  await expect(email).toBeFocused()

  // The validation toast is a short one.
  await page.mouse.move(0, 0)
  await expect(toastRegion(page).getByRole('listitem')).toHaveCount(0, { timeout: 9000 })
})
