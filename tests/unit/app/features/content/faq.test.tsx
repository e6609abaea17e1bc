import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import FaqRoute from '@/app/routes/storefront/faq'

function renderFaq() {
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <FaqRoute />
    </MemoryRouter>,
  )
  return screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'))
}

const expanded = (buttons: HTMLElement[]) =>
  buttons.filter((button) => button.getAttribute('aria-expanded') === 'true').map((button) => button.textContent)

describe('FAQ page', () => {
  it('asks the seven questions of the spec, all closed at first', () => {
    const questions = renderFaq()
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument()
    expect(questions.map((question) => question.textContent)).toEqual([
      'Where do your spices come from?',
      'How long will my order take to arrive?',
      'How should I store my spices?',
      'Do you offer gift cards?',
      'What is your return policy?',
      'Are your spices organic?',
      'How can I track my order?',
    ])
    expect(expanded(questions)).toEqual([])
  })

  it('opens one answer at a time, and the open one can be closed again', () => {
    const [origin, delivery] = renderFaq()

    fireEvent.click(origin!)
    expect(origin).toHaveAttribute('aria-expanded', 'true')
    const originAnswer = screen.getByRole('region', { name: 'Where do your spices come from?' })
    expect(originAnswer).toHaveTextContent(/buy directly from farms and cooperatives/)

    fireEvent.click(delivery!)
    expect(origin).toHaveAttribute('aria-expanded', 'false')
    expect(delivery).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'How long will my order take to arrive?' })).toHaveTextContent(
      'We process orders in 1-2 business days. Standard shipping within the US then takes 3-5 business days',
    )

    fireEvent.click(delivery!)
    expect(delivery).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'How long will my order take to arrive?' })).not.toBeInTheDocument()
  })

  it('answers the return question with the policy facts', () => {
    const questions = renderFaq()
    fireEvent.click(questions[4]!)
    const answer = screen.getByRole('region', { name: 'What is your return policy?' })
    expect(answer).toHaveTextContent('unopened and sealed items within 14 days of delivery')
    expect(answer).toHaveTextContent('within 48 hours of delivery')
    expect(answer).toHaveTextContent('within 5-7 business days')
    expect(answer).toHaveTextContent('shipping costs are non-refundable')
    expect(within(answer).getByRole('link', { name: 'Returns & Refunds Policy' })).toHaveAttribute(
      'href',
      '/returns-refunds',
    )
  })

  it('offers Contact Us and Shop Now', () => {
    renderFaq()
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop')
  })
})
