import { totpCode, verifySecondFactor } from '../tests/helpers/totp.ts'
import { expectNoAxeViolations } from './axe.ts'
import { type Client, expect, test } from './fixtures.ts'
import { confirmedAccount, signInBrowser } from './session.ts'

// The admin area needs aal2 (issue 20): an admin of its own per test, so parallel workers never
// share the seeded admin's sessions.

const PASSWORD = 'spice-route-2026'

async function newAdmin(service: Client, label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const id = await confirmedAccount(service, email, PASSWORD, 'Ada Admin')
  const { error } = await service.from('profiles').update({ is_admin: true }).eq('id', id)
  if (error) throw error
  return { email, password: PASSWORD }
}

test('an admin without a second factor is led to set one up before the admin area opens', async ({ page, service }) => {
  test.slow()
  await signInBrowser(page, await newAdmin(service, 'admin-enrol'))
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication Required', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  const section = page.getByRole('region', { name: 'Two-Factor Authentication' })
  await section.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click()
  await section.getByRole('button', { name: 'Continue' }).click()
  const secret = (await section.getByTestId('totp-secret').textContent()) ?? ''
  const verifyForm = section.getByRole('form', { name: 'Verify your authenticator app' })
  await verifyForm.getByLabel(/^Authentication code/).fill(totpCode(secret))
  await verifyForm.getByRole('button', { name: 'Verify and Turn On' }).click()
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication Required' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/dashboard/)

  // A reload restores the session at its level: no code asked again.
  await page.reload()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication Required' })).toHaveCount(0)
})

test('an admin at aal1 is refused an admin function directly; the same admin at aal2 gets it', async ({
  service,
  newClient,
}) => {
  const admin = await newAdmin(service, 'admin-aal')
  const enrolling = newClient()
  await enrolling.auth.signInWithPassword(admin)
  const enrolled = await enrolling.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  if (enrolled.error) throw enrolled.error
  const secret = enrolled.data.totp.secret
  const first = await enrolling.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(secret) })
  expect(first.error).toBeNull()

  const client = newClient()
  await client.auth.signInWithPassword(admin)
  const refused = await client.rpc('admin_dashboard', { p_days: 30 })
  expect(refused.status).toBe(403)
  expect(refused.error?.code).toBe('42501')

  await verifySecondFactor(client, secret)
  const allowed = await client.rpc('admin_dashboard', { p_days: 30 })
  expect(allowed.error).toBeNull()
  expect(allowed.data).not.toBeNull()
})
