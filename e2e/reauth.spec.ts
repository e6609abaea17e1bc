import { SERVICE_ROLE_KEY } from '../supabase/local/index.ts'
import { STACK_URL } from '../playwright.config.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { signInBrowser } from './session.ts'

// Sensitive changes ask again: with secure_password_change (config.toml), a password change from a sign-in
// over a day old needs the code Auth mails, read here from the stack's /inbox as the customer reads it.

/** Signs the user's sessions in 25 hours ago, through the gateway's SQL route (service_role only). */
async function ageSessions(userId: string) {
  const res = await fetch(`${STACK_URL}/pg/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    },
    body: JSON.stringify({
      query: `update auth.sessions set created_at = now() - interval '25 hours' where user_id = '${userId}'`,
    }),
  })
  expect(res.status).toBe(200)
}

/** The 6-digit code of the newest reauthentication mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const mails = (await (await fetch(`${STACK_URL}/inbox`)).json()) as { to: string; kind: string; body: string }[]
  const mail = mails.find((m) => m.to === to && m.kind === 'reauthentication')
  return /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? ''
}

test('a sign-in over a day old changes the password with the code mailed to the inbox', async ({
  page,
  newCustomer,
  newClient,
}) => {
  const customer = await newCustomer('reauth', 'Rae Auth')
  await signInBrowser(page, customer)
  await ageSessions(customer.userId)

  await page.goto('/account/settings')
  await page.getByRole('button', { name: 'Change Password' }).click()
  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel(/^Current Password/).fill(customer.password)
  await form.getByLabel(/^New Password/).fill('new-spice-2027')
  await form.getByLabel(/^Confirm New Password/).fill('new-spice-2027')
  await form.getByRole('button', { name: 'Update Password' }).click()

  const step = page.getByRole('form', { name: "Confirm it's you" })
  const code = step.getByLabel(/^Emailed code/)
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expectNoAxeViolations(page)
  const sent = await mailedCode(customer.email)
  expect(sent).toMatch(/^\d{6}$/)

  await code.fill(sent === '000000' ? '111111' : '000000')
  await step.getByRole('button', { name: 'Confirm and Update Password' }).click()
  await expect(step.getByRole('alert')).toContainText('That code is not right or has expired.')
  await code.fill(sent)
  await step.getByRole('button', { name: 'Confirm and Update Password' }).click()
  await expect(
    page.getByRole('region', { name: 'Password' }).getByRole('status').getByText('Your password has been changed.'),
  ).toBeVisible()

  const client = newClient()
  const { error } = await client.auth.signInWithPassword({ email: customer.email, password: 'new-spice-2027' })
  expect(error).toBeNull()
})
