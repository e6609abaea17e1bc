import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp, stubSupabaseEnv } from '../../support/render-app'
import { json, stubNetwork } from '../../support/network'

vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  stubSupabaseEnv()
  stubNetwork(() => json([]))
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})

const LOAD = { timeout: 8000 }

async function renderRewards() {
  const view = renderApp('/rewards')
  await screen.findByRole('heading', { level: 1, name: 'Earn Flavor Points with Every Order' }, LOAD)
  return view
}

const main = () => screen.getByRole('main')
const region = (name: string) => within(main()).getByRole('region', { name })
const itemTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

const questions = () =>
  within(region('Frequently Asked Questions'))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))

const expanded = () =>
  questions()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent)

describe('rewards page', () => {
  it('has the spec sections in order under one h1, each a labelled region', async () => {
    await renderRewards()
    const headings = within(main())
      .getAllByRole('heading')
      .filter((heading) => ['H1', 'H2'].includes(heading.tagName))
      .map((heading) => `${heading.tagName} ${heading.textContent}`)
    expect(headings).toEqual([
      'H1 Earn Flavor Points with Every Order',
      'H2 How It Works',
      'H2 Ways to Earn',
      'H2 Ways to Redeem',
      'H2 Frequently Asked Questions',
      'H2 Start Earning Today',
    ])
    for (const name of ['How It Works', 'Ways to Earn', 'Ways to Redeem', 'Frequently Asked Questions']) {
      expect(region(name)).toBeInTheDocument()
    }
  })

  it('explains the program with its constants: 100 bonus points, 1 point per $1, the three rewards', async () => {
    await renderRewards()
    const hero = region('Earn Flavor Points with Every Order')
    expect(itemTexts(hero)).toEqual([
      '100 pointswhen you join',
      '1 point per $1on every order',
      '$10 offfor 1000 points',
    ])

    const steps = within(region('How It Works'))
    expect(steps.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Join for Free',
      'Earn Points',
      'Redeem Rewards',
    ])
    expect(steps.getByText(/get 100 bonus points straight away/)).toBeInTheDocument()
    expect(steps.getByText(/Earn 1 point for every \$1 you spend/)).toBeInTheDocument()
    expect(steps.getByText('Trade 100, 500 or 1000 points for $1, $5 or $10 off your order at checkout.')).toBeVisible()

    const earn = within(region('Ways to Earn'))
      .getAllByRole('listitem')
      .map((item) => [
        within(item).getByRole('heading', { level: 3 }).textContent,
        item.querySelector('p')?.textContent,
        within(item).queryByText('Coming Soon') !== null,
      ])
    expect(earn).toEqual([
      ['Sign Up', '+100 points', false],
      ['Shop', '1 point per $1', false],
      ['Refer a Friend', '+50 points', false],
      ['Write a Review', '+25 points', false],
      ['Birthday Treat', '+100 points', true],
    ])

    expect(itemTexts(region('Ways to Redeem'))).toEqual([
      '100 points = $1 off',
      '500 points = $5 off',
      '1000 points = $10 off',
    ])
    expect(region('Ways to Redeem')).toHaveTextContent('One reward per order.')
  })

  it('asks its questions closed, opens one answer at a time, and closes the open one again', async () => {
    await renderRewards()
    expect(questions().map((question) => question.textContent)).toEqual([
      'How do I join Flavor Points?',
      'How do I earn points?',
      'How do I redeem my points?',
      'Do my points expire?',
      'Are Spice Points the same as Flavor Points?',
      'Can I exchange points for cash?',
    ])
    // Inside the FAQ section the questions are h3s, under its h2.
    expect(within(region('Frequently Asked Questions')).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(expanded()).toEqual([])

    const [join, earn, redeem, expiry] = questions()
    fireEvent.click(redeem!)
    expect(expanded()).toEqual(['How do I redeem my points?'])
    expect(screen.getByRole('region', { name: 'How do I redeem my points?' })).toHaveTextContent(
      'choose a reward: 100 points = $1 off, 500 points = $5 off, 1000 points = $10 off. You can use one reward per order, and points cannot be used together with a promo code.',
    )

    fireEvent.click(expiry!)
    expect(expanded()).toEqual(['Do my points expire?'])
    expect(screen.queryByRole('region', { name: 'How do I redeem my points?' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Do my points expire?' })).toHaveTextContent(
      'Points expire 12 months after they are earned',
    )

    fireEvent.click(earn!)
    expect(screen.getByRole('region', { name: 'How do I earn points?' })).toHaveTextContent(
      'You earn 1 point for every whole dollar of your order subtotal',
    )
    fireEvent.click(join!)
    expect(screen.getByRole('region', { name: 'How do I join Flavor Points?' })).toHaveTextContent(
      'you get 100 bonus points as soon as your account is created',
    )
    fireEvent.click(join!)
    expect(expanded()).toEqual([])
  })

  it('sends the join button to the Create Account form, and the fine print to the terms', async () => {
    const { router } = await renderRewards()
    const join = region('Start Earning Today')
    expect(join).toHaveTextContent('you get 100 bonus points on sign-up')
    expect(within(join).getByText(/^Points expire 12 months after being earned/)).toHaveTextContent(
      'Points expire 12 months after being earned and cannot be combined with other promotions unless specified. Points have no cash value. See our Terms of Service for full details.',
    )
    expect(within(join).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')

    fireEvent.click(within(join).getByRole('link', { name: "Join Now, It's Free" }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create Account', pressed: true })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/checkout/auth')
    expect(router.state.location.search).toBe('?mode=signup')
  })

  it('leads a guest from the Refer a Friend card to sign-up, then to the referral link', async () => {
    await renderRewards()
    const card = within(region('Ways to Earn'))
      .getByRole('heading', { level: 3, name: 'Refer a Friend' })
      .closest('li')!
    expect(within(card).getByRole('link', { name: 'Join to Get Your Referral Link' })).toHaveAttribute(
      'href',
      '/checkout/auth?mode=signup&returnTo=%2Faccount%2Fpoints%23refer-a-friend',
    )
  })

  it('has its own title, description and canonical URL', async () => {
    await renderRewards()
    await waitFor(() => expect(document.title).toBe('Flavor Points Rewards | CasaBite'))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/100 bonus points/)
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/rewards`,
    )
  })

  it('is reached from the header and the footer', async () => {
    const { router } = renderApp('/about')
    const header = await screen.findByRole('banner', {}, LOAD)
    fireEvent.click(within(header).getByRole('link', { name: 'Rewards' }))
    await screen.findByRole('heading', { level: 1, name: 'Earn Flavor Points with Every Order' }, LOAD)
    expect(router.state.location.pathname).toBe('/rewards')

    await router.navigate('/faq')
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, LOAD)
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Flavor Points Rewards' }))
    await screen.findByRole('heading', { level: 1, name: 'Earn Flavor Points with Every Order' }, LOAD)
    expect(router.state.location.pathname).toBe('/rewards')
  })
})
