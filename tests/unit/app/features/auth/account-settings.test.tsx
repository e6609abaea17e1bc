import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PROFILE_NAME_MESSAGES } from '@/features/auth/lib/profile-name-schema'
import { useToastStore } from '@/stores/toast'
import { stubSupabaseEnv } from '../../support/render-app'
import { renderAccount, stubAccountApi } from '../account/account-test-helpers'
import { CUSTOMER_ID, stubReducedMotion } from '../orders/order-fixtures'
import { json, requestsTo } from '../../support/network'
import { fakeUser } from '../../support/session'

// The account settings (name, password, two-factor), through the whole app with only fetch stubbed.

const toasts = () => useToastStore.getState().queue.map(({ title, description }) => ({ title, description }))

beforeEach(() => {
  stubSupabaseEnv()
  stubReducedMotion(true)
  useToastStore.getState().clear()
})

describe('settings', () => {
  it('checks the new password, then changes it and says so', async () => {
    const { requests } = stubAccountApi({
      '/auth/v1/user': () => json({ ...fakeUser('dana@example.com'), id: CUSTOMER_ID }),
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))

    const form = screen.getByRole('form', { name: 'Change password' })
    // The current password first, above the spec's two: an unlocked screen alone does not change it.
    expect(
      within(form)
        .getAllByLabelText(/Password/)
        .map((input) => input.getAttribute('autocomplete')),
    ).toEqual(['current-password', 'new-password', 'new-password'])
    const current = screen.getByLabelText(/^Current Password/)
    const password = screen.getByLabelText(/^New Password/)
    const confirm = screen.getByLabelText(/^Confirm New Password/)
    const submit = screen.getByRole('button', { name: 'Update Password' })
    fireEvent.click(submit)
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument()
    expect(current).toHaveFocus()
    fireEvent.change(current, { target: { value: 'old-secret' } })
    fireEvent.change(password, { target: { value: 'abc12' } })
    fireEvent.change(confirm, { target: { value: 'abc12' } })
    fireEvent.click(submit)
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument()

    fireEvent.change(password, { target: { value: 'new-secret-1' } })
    fireEvent.change(confirm, { target: { value: 'new-secret-2' } })
    fireEvent.click(submit)
    expect(await screen.findByText('New passwords do not match.')).toBeInTheDocument()
    expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(0)

    fireEvent.change(confirm, { target: { value: 'new-secret-1' } })
    fireEvent.click(submit)
    await waitFor(() => expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(1))
    expect(await screen.findByText('Your password has been changed.', { selector: 'p' })).toBeInTheDocument()
    expect(toasts()).toContainEqual({ title: 'Success', description: 'Your password has been changed.' })
    const [update] = requestsTo(requests, '/auth/v1/user', 'PUT')
    expect(await update!.json()).toMatchObject({ password: 'new-secret-1', current_password: 'old-secret' })
  })

  it("marks the current password when Auth says it is not the user's", async () => {
    const { requests } = stubAccountApi({
      '/auth/v1/user': () =>
        json(
          {
            code: 'current_password_invalid',
            error_code: 'current_password_invalid',
            message: 'Current password required when setting new password.',
          },
          400,
          { 'X-Supabase-Api-Version': '2024-01-01' },
        ),
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))
    const current = screen.getByLabelText(/^Current Password/)
    fireEvent.change(current, { target: { value: 'a-guess' } })
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'taken-over' } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'taken-over' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual({ title: 'Error', description: 'Your current password is incorrect.' }),
    )
    expect(current).toHaveAccessibleDescription('Your current password is incorrect.')
    expect(current).toHaveFocus()
    expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(1)
    expect(screen.queryByText('Your password has been changed.', { selector: 'p' })).not.toBeInTheDocument()
  })

  it('shows the service message when the change is refused', async () => {
    stubAccountApi({
      '/auth/v1/user': () =>
        json(
          { code: 422, error_code: 'same_password', msg: 'New password should be different from the old password.' },
          422,
        ),
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: 'same-secret' } })
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'same-secret' } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'same-secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        title: 'Error',
        description: 'New password should be different from the old password.',
      }),
    )
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument()
  })

  it('asks for the code Auth mails when the sign-in is over a day old, then changes the password with it', async () => {
    const { requests } = stubAccountApi({
      '/auth/v1/reauthenticate': () => json({}),
      '/auth/v1/user': async (request) => {
        if (request.method === 'GET') return json({ ...fakeUser('dana@example.com'), id: CUSTOMER_ID, factors: [] })
        const { nonce } = (await request.clone().json()) as { nonce?: string }
        // As GoTrue with secure_password_change answers a session signed in over 24 hours ago.
        if (!nonce)
          return json(
            { code: 400, error_code: 'reauthentication_needed', msg: 'Password update requires reauthentication' },
            400,
          )
        if (nonce !== '246810')
          return json(
            { code: 422, error_code: 'reauthentication_not_valid', msg: 'Nonce has expired or is invalid' },
            422,
          )
        return json({ ...fakeUser('dana@example.com'), id: CUSTOMER_ID })
      },
    })
    renderAccount('/account/settings')
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }))
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: 'old-secret' } })
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'new-secret-1' } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'new-secret-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }))

    const step = await screen.findByRole('form', { name: "Confirm it's you" })
    expect(requestsTo(requests, '/auth/v1/reauthenticate')).toHaveLength(1)
    expect(screen.getByText(/we've emailed you a 6-digit code/)).toHaveFocus()
    const code = within(step).getByLabelText(/^Emailed code/)
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    const confirm = within(step).getByRole('button', { name: 'Confirm and Update Password' })

    fireEvent.click(confirm)
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from the email we sent you.',
    )
    fireEvent.change(code, { target: { value: '135790' } })
    fireEvent.click(confirm)
    expect(await within(step).findByRole('alert')).toHaveTextContent('That code is not right or has expired.')
    expect(code).toHaveFocus()

    fireEvent.click(within(step).getByRole('button', { name: 'Send a New Code' }))
    expect(await screen.findByText('A new code is on its way to your inbox.')).toBeInTheDocument()
    expect(requestsTo(requests, '/auth/v1/reauthenticate')).toHaveLength(2)

    fireEvent.change(code, { target: { value: '246810' } })
    fireEvent.click(confirm)
    expect(await screen.findByText('Your password has been changed.', { selector: 'p' })).toBeInTheDocument()
    const updates = await Promise.all(requestsTo(requests, '/auth/v1/user', 'PUT').map((r) => r.clone().json()))
    expect(updates).toMatchObject([
      { password: 'new-secret-1', current_password: 'old-secret' },
      { password: 'new-secret-1', current_password: 'old-secret', nonce: '135790' },
      { password: 'new-secret-1', current_password: 'old-secret', nonce: '246810' },
    ])
    expect(updates[0]).not.toHaveProperty('nonce')
  })

  it('saves first and last name to the profile, beside the two-factor settings', async () => {
    const { requests } = stubAccountApi()
    renderAccount('/account/settings')
    const first = await screen.findByLabelText('First Name')
    await waitFor(() => expect(first).toHaveValue('Dana Marie'))
    fireEvent.change(first, { target: { value: 'Dee' } })
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Diner' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }))
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/profiles', 'PATCH')).toHaveLength(1))
    expect(await requestsTo(requests, '/rest/v1/profiles', 'PATCH')[0]!.json()).toEqual({
      first_name: 'Dee',
      last_name: 'Diner',
    })
    // The real two-factor settings replace the placeholder; e2e/mfa.spec.ts drives them.
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument()
  })
})

describe('settings: the e-mail change', () => {
  it('asks Auth to move the account, confirmed from both mailboxes, and says so; a taken or the same address is refused inline', async () => {
    const { requests } = stubAccountApi({
      '/auth/v1/user': async (request) => {
        if (request.method === 'GET') return json({ ...fakeUser('dana@example.com'), id: CUSTOMER_ID, factors: [] })
        const { email } = (await request.clone().json()) as { email: string }
        if (email === 'taken@example.com')
          return json(
            {
              code: 422,
              error_code: 'email_exists',
              msg: 'A user with this email address has already been registered',
            },
            422,
          )
        return json({ ...fakeUser('dana@example.com'), id: CUSTOMER_ID, new_email: email })
      },
    })
    renderAccount('/account/settings')
    const form = await screen.findByRole('form', { name: 'Change email' })
    const field = within(form).getByLabelText(/^New Email/)
    expect(field).toHaveAttribute('autocomplete', 'email')
    const submit = within(form).getByRole('button', { name: 'Change Email' })

    fireEvent.change(field, { target: { value: 'Dana@Example.com' } })
    fireEvent.click(submit)
    expect(await within(form).findByText("That's already your email.")).toBeInTheDocument()
    expect(requestsTo(requests, '/auth/v1/user', 'PUT')).toHaveLength(0)

    fireEvent.change(field, { target: { value: 'taken@example.com' } })
    fireEvent.click(submit)
    expect(await within(form).findByText('An account with this email already exists.')).toBeInTheDocument()
    expect(field).toHaveFocus()

    fireEvent.change(field, { target: { value: 'dana.new@example.com' } })
    fireEvent.click(submit)
    expect(await within(form).findByRole('status')).toHaveTextContent(
      "we've emailed a confirmation link to your current address and to dana.new@example.com",
    )
    const [, update] = requestsTo(requests, '/auth/v1/user', 'PUT')
    const body: unknown = await update!.json()
    expect(body).toMatchObject({ email: 'dana.new@example.com' })
    expect(body).not.toHaveProperty('nonce')
    expect(new URL(update!.url).searchParams.get('redirect_to')).toBe(`${window.location.origin}/account/settings`)
  })
})

describe('settings: the name form', () => {
  it('refuses a name longer than the profile keeps, inline, and sends nothing', async () => {
    const { requests } = stubAccountApi()
    renderAccount('/account/settings')
    const first = await screen.findByLabelText('First Name')
    await waitFor(() => expect(first).toHaveValue('Dana Marie'))
    fireEvent.change(first, { target: { value: 'D'.repeat(81) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }))
    expect(await screen.findByText(PROFILE_NAME_MESSAGES.firstNameTooLong)).toBeInTheDocument()
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo(requests, '/rest/v1/profiles', 'PATCH')).toHaveLength(0)
  })

  it('saves emptied names as cleared ones, trimmed', async () => {
    const { requests } = stubAccountApi()
    renderAccount('/account/settings')
    const first = await screen.findByLabelText('First Name')
    await waitFor(() => expect(first).toHaveValue('Dana Marie'))
    fireEvent.change(first, { target: { value: '  Dee  ' } })
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Name' }))
    await waitFor(() => expect(requestsTo(requests, '/rest/v1/profiles', 'PATCH')).toHaveLength(1))
    expect(await requestsTo(requests, '/rest/v1/profiles', 'PATCH')[0]!.json()).toEqual({
      first_name: 'Dee',
      last_name: null,
    })
  })
})
