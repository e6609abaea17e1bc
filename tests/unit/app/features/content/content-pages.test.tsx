import { render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import AboutRoute from '@/app/routes/storefront/about'
import HomeRoute from '@/app/routes/storefront/home'
import PrivacyPolicyRoute from '@/app/routes/storefront/privacy-policy'
import ProductsRoute from '@/app/routes/storefront/products'
import RecipesRoute from '@/app/routes/storefront/recipes'
import ReturnsRefundsRoute from '@/app/routes/storefront/returns-refunds'
import ShippingRoute from '@/app/routes/storefront/shipping'
import TermsOfServiceRoute from '@/app/routes/storefront/terms-of-service'
import { featuredSpices } from '@/features/content/data/home-content'
import seed from '../../../../../supabase/seed.sql?raw'

function renderPage(Page: ComponentType, path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  )
}

const region = (name: string) => screen.getByRole('region', { name })
const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /^\d+\. /.test(text ?? ''))

describe('home page', () => {
  it('has the hero with Shop Now and Our Story', () => {
    renderPage(HomeRoute)
    const hero = screen.getByRole('heading', { level: 1 })
    expect(hero).toHaveTextContent("Buy the World's Finest Spices")
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about')
  })

  it('features three spices with display prices and View Product links', () => {
    renderPage(HomeRoute)
    const cards = within(region('Featured Spices')).getAllByRole('listitem')
    expect(
      cards.map((card) => [
        within(card).getByRole('heading').textContent,
        within(card).getByText(/\$\d/).textContent,
        within(card)
          .getByRole('link', { name: /^View Product/ })
          .getAttribute('href'),
        within(card).getByRole('img').getAttribute('src'),
      ]),
    ).toEqual([
      ['Kashmiri Saffron', 'Price: $18.99', '/product/kashmiri-saffron', '/images/products/kashmiri-saffron.svg'],
      [
        'Smoked Pimentón de la Vera',
        'Price: $9.75',
        '/product/smoked-pimenton',
        '/images/products/smoked-pimenton.svg',
      ],
      [
        'Tellicherry Peppercorns',
        'Price: $11.50',
        '/product/tellicherry-peppercorns',
        '/images/products/tellicherry-peppercorns.svg',
      ],
    ])
  })

  it.each(featuredSpices.map((spice) => [spice.id, spice.name]))(
    'names the featured %s card as the product it links to is named',
    (slug, name) => {
      // The seed lists each product's name on the line before its slug.
      const seeded = new RegExp(`'([^']+)',\\s*\\n\\s*'${slug}',`).exec(seed)?.[1]
      expect(seeded).toBe(name)
    },
  )

  it('links the three collections to the filtered shop', () => {
    renderPage(HomeRoute)
    const links = within(region('Explore Our Collections')).getAllByRole('link', { name: /^Shop Now/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop?category_types=Peppers',
      '/shop?category_types=Seeds',
      '/shop?category_types=Blends',
    ])
  })

  it('quotes three members of the community', () => {
    renderPage(HomeRoute)
    const quotes = within(region('From Our Community')).getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    for (const quote of quotes) {
      expect(within(quote).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/^Portrait of /))
    }
  })

  it('gives every image explicit dimensions', () => {
    renderPage(HomeRoute)
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
    }
  })
})

describe('about page', () => {
  it('tells the story, meets two founders, makes the sourcing promise and lists the four values', () => {
    renderPage(AboutRoute, '/about')
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument()
    expect(within(region('Meet Our Founders')).getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(region('Our Sourcing Promise')).toHaveAttribute('id', 'sourcing-promise')
    expect(
      within(region('Our Core Values'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ethically Sourced', 'Organic Options', 'Peak Freshness', 'Passion for Quality'])
    expect(screen.getByRole('link', { name: 'Explore Our Spices' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Connect With Us' })).toHaveAttribute('href', '/contact')
  })
})

describe('policy pages', () => {
  it('Returns & Refunds: seven numbered sections, May 2025, every policy fact', () => {
    renderPage(ReturnsRefundsRoute, '/returns-refunds')
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Refunds Policy' })).toBeInTheDocument()
    expect(screen.getByText('Last updated: May 2025')).toBeInTheDocument()
    expect(sectionHeadings()).toEqual([
      '1. Overview',
      '2. Return Conditions',
      '3. Return Process',
      '4. Refunds',
      '5. Exchanges',
      '6. Damaged or Defective Products',
      '7. Contact Us',
    ])
    const text = document.body.textContent ?? ''
    expect(text).toContain('within 14 days of delivery')
    expect(text).toContain('The item is unopened and sealed')
    expect(text).toContain('within 48 hours of delivery')
    expect(text).toContain('arrive within 5-7 business days')
    expect(text).toContain('Shipping costs are non-refundable.')
    expect(text).toContain('We do not offer direct exchanges.')
    expect(text).toContain('we process orders in 1-2 business days')
    expect(text).toContain('standard shipping within the US takes 3-5 business days')
    expect(text).toContain('Return shipping is paid by the customer, unless the return is the result of our error')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('Shipping Information (linked from the terms): six sections with the policy facts and the flat rate', () => {
    renderPage(ShippingRoute, '/shipping')
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeInTheDocument()
    expect(sectionHeadings()).toEqual([
      '1. Order Processing',
      '2. Shipping Rates',
      '3. Delivery Times',
      '4. International Shipping',
      '5. Damaged Parcels',
      '6. Shipping Costs on Returns',
    ])
    const text = document.body.textContent ?? ''
    expect(text).toContain('We process every order in 1-2 business days')
    expect(text).toContain('a flat $5.00 per order')
    expect(text).toContain('Standard shipping within the US takes 3-5 business days')
    expect(text).toContain('within 48 hours of delivery')
    expect(text).toContain('Shipping costs are non-refundable, and return shipping is paid by the customer')
    expect(screen.getByRole('link', { name: 'Returns & Refunds Policy' })).toHaveAttribute('href', '/returns-refunds')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('Privacy Policy: seven sections, May 2025, links to /contact and /', () => {
    renderPage(PrivacyPolicyRoute, '/privacy-policy')
    expect(screen.getByText('Last updated: May 2025')).toBeInTheDocument()
    expect(sectionHeadings()).toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. Sharing Your Information',
      '5. Data Protection',
      '6. Your Rights',
      '7. Contact Us',
    ])
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('Terms of Service: nine sections, May 2025, California law, links to /shipping and /contact', () => {
    renderPage(TermsOfServiceRoute, '/terms')
    expect(screen.getByText('Last updated: May 2025')).toBeInTheDocument()
    expect(sectionHeadings()).toHaveLength(9)
    expect(document.body).toHaveTextContent('governed by the laws of the State of California')
    expect(screen.getByRole('link', { name: 'shipping information' })).toHaveAttribute('href', '/shipping')
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact')
  })
})

describe('placeholder pages', () => {
  it.each([
    [ProductsRoute, '/products', 'All Spices'],
    [RecipesRoute, '/recipes', 'Recipes'],
  ])('%s says exciting content is being prepared and links home', (Page, path, title) => {
    renderPage(Page, path)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(/Exciting content is being prepared/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })
})
