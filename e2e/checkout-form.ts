import type { Page } from '@playwright/test'

// The checkout's fields as a guest fills them in (a US address; a card that succeeds unless told).

export async function fillShipping(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone (optional)').fill('+1 303 555 0100')
  await page.getByLabel('Address Line 1').fill('12 Market St')
  await page.getByLabel('City').fill('Denver')
  await page.getByRole('combobox', { name: 'State' }).selectOption('CO')
  await page.getByLabel('ZIP Code').fill('80202')
}

export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Cardholder Name').fill('Ada Lovelace')
  await page.getByLabel('Card Number').fill(number)
  await page.getByLabel('Expiry (MM / YY)').fill('1230')
  await page.getByLabel('CVC').fill('123')
}
