import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { created, json, stubNetwork } from '../../support/network'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-14T09:26:53.000Z'))
  useToastStore.getState().clear()
})

afterEach(() => {
  act(() => useToastStore.getState().clear())
  vi.useRealTimers()
})

/** The footer's form (jsdom has no IntersectionObserver, so it loads at once). */
async function openNewsletter() {
  renderApp('/faq')
  const form = await screen.findByRole('form', { name: 'Newsletter sign-up' })
  return {
    email: within(form).getByLabelText('Email address'),
    submit: within(form).getByRole('button', { name: 'Subscribe' }),
  }
}

async function findToast(title: string) {
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' })
  return waitFor(() => {
    const item = within(region).getByRole('listitem')
    expect(item).toHaveTextContent(title)
    return item
  })
}

describe('newsletter form', () => {
  it('subscribes: inserts {email, subscribed_at}, welcomes and clears the field', async () => {
    const { requests } = stubNetwork(() => created())
    const { email, submit } = await openNewsletter()
    fireEvent.change(email, { target: { value: ' cook@example.com ' } })
    fireEvent.click(submit)

    const toastItem = await findToast('Welcome to CasaBite!')
    expect(toastItem).toHaveTextContent("You've successfully subscribed to our newsletter.")
    expect(toastItem).toHaveAttribute('data-variant', 'default')
    await waitFor(() => expect(email).toHaveValue(''))

    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe('/rest/v1/newsletter_subscriptions')
    expect(await request.json()).toEqual({ email: 'cook@example.com', subscribed_at: '2026-03-14T09:26:53.000Z' })
  })

  it('says "Already Subscribed" (not an error) for a repeat address', async () => {
    stubNetwork(() =>
      json(
        {
          code: '23505',
          message: 'duplicate key value violates unique constraint "newsletter_subscriptions_email_key"',
          details: null,
          hint: null,
        },
        409,
      ),
    )
    const { email, submit } = await openNewsletter()
    fireEvent.change(email, { target: { value: 'cook@example.com' } })
    fireEvent.click(submit)

    const toastItem = await findToast('Already Subscribed')
    expect(toastItem).toHaveTextContent('This email is already on our list!')
    expect(toastItem).toHaveAttribute('data-variant', 'default')
  })

  it('says "Subscription Failed" for any other failure and keeps the address', async () => {
    stubNetwork(() => json({ code: '500', message: 'boom', details: null, hint: null }, 500))
    const { email, submit } = await openNewsletter()
    fireEvent.change(email, { target: { value: 'cook@example.com' } })
    fireEvent.click(submit)

    const toastItem = await findToast('Subscription Failed')
    expect(toastItem).toHaveTextContent('Could not subscribe. Please try again.')
    expect(toastItem).toHaveAttribute('data-variant', 'destructive')
    expect(email).toHaveValue('cook@example.com')
  })

  it('checks the address on submit: "Email Required", then "Invalid Email", without a request', async () => {
    const { fetchMock } = stubNetwork(() => created())
    const { email, submit } = await openNewsletter()

    fireEvent.click(submit)
    const required = await findToast('Email Required')
    expect(required).toHaveTextContent('Please enter your email address.')
    expect(email).toHaveAccessibleDescription('Please enter your email address.')

    act(() => useToastStore.getState().clear())
    fireEvent.change(email, { target: { value: 'cook@' } })
    expect(email).not.toHaveAttribute('aria-invalid')
    fireEvent.click(submit)
    const invalid = await findToast('Invalid Email')
    expect(invalid).toHaveTextContent('Please enter a valid email address.')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
