import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/stores/toast'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { created, json, stubNetwork } from '../../support/network'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  useToastStore.getState().clear()
})

afterEach(() => {
  act(() => useToastStore.getState().clear())
})

async function openContactPage() {
  renderApp('/contact')
  const form = await screen.findByRole('form', { name: 'Send Us a Message' })
  return {
    form,
    fullName: within(form).getByLabelText(/Full Name/),
    email: within(form).getByLabelText(/Email Address/),
    subject: within(form).getByLabelText('Subject'),
    message: within(form).getByLabelText(/Message/),
    submit: within(form).getByRole('button', { name: 'Send Message' }),
  }
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })

/** The visible toast (the toaster is lazy: it arrives with the first toast). */
async function findToast(title: string) {
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' })
  return waitFor(() => {
    const item = within(region).getByRole('listitem')
    expect(item).toHaveTextContent(title)
    return item
  })
}

describe('contact form', () => {
  it('shows the page: hero, the form with its subject choices, direct contact and the shop banner', async () => {
    const { subject } = await openContactPage()
    expect(screen.getByRole('heading', { level: 1, name: "We'd Love to Hear From You" })).toBeInTheDocument()
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a subject (optional)',
      'General Question',
      'Order Inquiry',
      'Collaboration Request',
      'Feedback',
      'Other',
    ])
    const direct = screen.getByRole('region', { name: 'Direct Contact' })
    expect(within(direct).getByRole('link', { name: 'support@casabite.example' })).toHaveAttribute(
      'href',
      'mailto:support@casabite.example',
    )
    expect(within(direct).getByRole('link', { name: '+1 (555) 010-2024' })).toHaveAttribute('href', 'tel:+15550102024')
    expect(within(direct).getByText(/by appointment only/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shop Our Spices' })).toHaveAttribute('href', '/shop')
  })

  it('checks on submit: field messages, the "Uh oh!" toast for 3 s, and no request', async () => {
    const { fetchMock } = stubNetwork(() => created())
    const { fullName, email, message, submit } = await openContactPage()

    // Nothing is checked while typing before the first submit.
    type(email, 'not-an-email')
    expect(screen.queryByText('Email is invalid.')).not.toBeInTheDocument()

    fireEvent.click(submit)

    expect(await screen.findByText('Full name is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is invalid.')).toBeInTheDocument()
    expect(screen.getByText('Message is required.')).toBeInTheDocument()
    expect(fullName).toHaveAttribute('aria-invalid', 'true')
    expect(fullName).toHaveAccessibleDescription('Full name is required.')
    expect(message).toHaveAccessibleDescription('Message is required.')

    const toastItem = await findToast('Uh oh!')
    expect(toastItem).toHaveTextContent('Please complete all required fields correctly.')
    expect(toastItem).toHaveAttribute('data-variant', 'destructive')
    expect(useToastStore.getState().queue[0]).toMatchObject({ title: 'Uh oh!', duration: 3000 })

    type(email, '')
    fireEvent.click(submit)
    expect(await screen.findByText('Email is required.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('clears only the edited field’s message', async () => {
    stubNetwork(() => created())
    const { fullName, submit } = await openContactPage()
    fireEvent.click(submit)
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument()

    type(fullName, 'A')

    await waitFor(() => expect(screen.queryByText('Full name is required.')).not.toBeInTheDocument())
    expect(fullName).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Message is required.')).toBeInTheDocument()
  })

  it('sends the trimmed message with the default subject, says "Sending..." meanwhile, then clears the form', async () => {
    let answer: (response: Response) => void = () => undefined
    const { requests } = stubNetwork(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    const { fullName, email, message, subject, submit } = await openContactPage()
    type(fullName, '  Ada Lovelace ')
    type(email, ' ada@example.com ')
    type(message, ' Do you sell long pepper? ')
    fireEvent.click(submit)

    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toBeDisabled()

    await waitFor(() => expect(requests).toHaveLength(1))
    const request = requests[0]!
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe('/rest/v1/contact_messages')
    expect(await request.json()).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'General Question',
      message: 'Do you sell long pepper?',
    })

    act(() => answer(created()))

    const toastItem = await findToast('Message Sent!')
    expect(toastItem).toHaveTextContent("Thank you for reaching out. We'll be in touch soon!")
    expect(useToastStore.getState().queue[0]).toMatchObject({ duration: 5000 })
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(fullName).toHaveValue('')
    expect(email).toHaveValue('')
    expect(subject).toHaveValue('')
    expect(message).toHaveValue('')
  })

  it('sends a chosen subject', async () => {
    const { requests } = stubNetwork(() => created())
    const { fullName, email, message, subject, submit } = await openContactPage()
    type(fullName, 'Ada')
    type(email, 'ada@example.com')
    fireEvent.change(subject, { target: { value: 'Collaboration Request' } })
    type(message, 'Let us cook together.')
    fireEvent.click(submit)
    await findToast('Message Sent!')
    expect(await requests[0]!.json()).toMatchObject({ subject: 'Collaboration Request' })
  })

  it('keeps the values and shows "Submission Failed" when the insert fails', async () => {
    stubNetwork(() =>
      json({ code: '23514', message: 'new row violates check constraint', details: null, hint: null }, 400),
    )
    const { fullName, email, message, subject, submit } = await openContactPage()
    type(fullName, 'Ada')
    type(email, 'ada@example.com')
    fireEvent.change(subject, { target: { value: 'Feedback' } })
    type(message, 'Lovely saffron.')
    fireEvent.click(submit)

    const toastItem = await findToast('Submission Failed')
    expect(toastItem).toHaveTextContent('There was an issue sending your message. Please try again.')
    expect(toastItem).toHaveAttribute('data-variant', 'destructive')
    expect(useToastStore.getState().queue[0]).toMatchObject({ duration: 5000 })
    expect(fullName).toHaveValue('Ada')
    expect(email).toHaveValue('ada@example.com')
    expect(subject).toHaveValue('Feedback')
    expect(message).toHaveValue('Lovely saffron.')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('treats a network failure like any other failure', async () => {
    stubNetwork(() => Promise.reject(new TypeError('Failed to fetch')))
    const { fullName, email, message, submit } = await openContactPage()
    type(fullName, 'Ada')
    type(email, 'ada@example.com')
    type(message, 'Hello')
    fireEvent.click(submit)
    await findToast('Submission Failed')
    expect(message).toHaveValue('Hello')
  })
})
