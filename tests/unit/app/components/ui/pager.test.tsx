import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'

describe('Pager', () => {
  it('is nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onPage={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('as buttons: Previous, "Page n of m", Next, each turning the page', () => {
    const onPage = vi.fn()
    render(<Pager page={2} totalPages={3} onPage={onPage} label="Pages of messages" />)
    const nav = within(screen.getByRole('navigation', { name: 'Pages of messages' }))
    expect(nav.getByText('Page 2 of 3')).toBeInTheDocument()
    fireEvent.click(nav.getByRole('button', { name: 'Previous' }))
    fireEvent.click(nav.getByRole('button', { name: 'Next' }))
    expect(onPage.mock.calls).toEqual([[1], [3]])
  })

  it('as buttons: the ends are disabled at the ends', () => {
    render(<Pager page={3} totalPages={3} onPage={() => {}} />)
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled()
  })

  it('numbered links: at most five numbers, the current one marked, no Previous on the first page', () => {
    render(
      <MemoryRouter>
        <Pager page={1} totalPages={10} linkTo={(page) => ({ to: `/shop?page=${page}` })} numbered />
      </MemoryRouter>,
    )
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(nav.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '10',
    ])
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shop?page=2')
    expect(nav.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument()
  })
})

describe('LoadError', () => {
  it("says a section's own words with Try again", () => {
    const onRetry = vi.fn()
    render(<LoadError message="The reviews could not be loaded." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The reviews could not be loaded. Try again')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says "Error loading {what}: {message}" with Retry (the admin spec)', () => {
    const onRetry = vi.fn()
    render(<LoadError what="products" error={new Error('permission denied')} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading products: permission denied Retry')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
