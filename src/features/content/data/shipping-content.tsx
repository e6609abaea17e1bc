import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { PolicySection } from '../components/policies/policy-document'
import { policy } from './policy-facts'

/** Shipping information (linked from the terms): the policy facts of spec §9 and the checkout's rates. */
export const shippingSections: readonly PolicySection[] = [
  {
    id: 'processing',
    title: 'Order Processing',
    content: <p>We process every order in {policy.processingTime} before it ships.</p>,
  },
  {
    id: 'rates',
    title: 'Shipping Rates',
    content: (
      <p>
        Shipping is a flat {policy.flatShipping} per order, however many jars you buy. You see it, with the taxes, in
        your order summary before you pay.
      </p>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery Times',
    content: (
      <p>
        Standard shipping within the US takes {policy.usStandardShipping} once your order has been processed. Delivery
        dates are estimates, not guarantees.
      </p>
    ),
  },
  {
    id: 'international',
    title: 'International Shipping',
    content: (
      <p>
        Besides the United States we ship to {policy.shipsAbroadTo}. Delivery abroad takes longer and varies by
        destination; <Link to={paths.contact.getHref()}>contact us</Link> for an estimate before you order.
      </p>
    ),
  },
  {
    id: 'damaged-parcels',
    title: 'Damaged Parcels',
    content: (
      <p>
        If your parcel arrives damaged, tell us within {policy.damageReportWindow}; our{' '}
        <Link to={paths.returnsRefunds.getHref()}>Returns &amp; Refunds Policy</Link> explains how we put it right.
      </p>
    ),
  },
  {
    id: 'returns-shipping',
    title: 'Shipping Costs on Returns',
    content: (
      <p>
        Shipping costs are non-refundable, and return shipping is paid by the customer unless the return is the result
        of our error.
      </p>
    ),
  },
]
