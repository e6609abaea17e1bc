import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import type { PolicySection } from '../components/policies/policy-document'
import { policy } from './policy-facts'

export const termsOfServiceSections: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    content: (
      <p>
        These terms govern your use of the {site.name} website and any purchase you make from us. By using the website
        or placing an order, you agree to them. If you do not agree, please do not use the website.
      </p>
    ),
  },
  {
    id: 'accounts-and-rewards',
    title: 'Accounts and Flavor Points',
    content: (
      <>
        <p>
          You may shop as a guest or create an account. You are responsible for keeping your password confidential and
          for activity under your account. Please give us accurate information.
        </p>
        <p>
          Account holders earn Flavor Points on eligible purchases. Points have no cash value, expire 12 months after
          they are earned, and cannot be combined with other promotions unless stated otherwise. We may change or end
          the rewards program with reasonable notice.
        </p>
      </>
    ),
  },
  {
    id: 'products-and-pricing',
    title: 'Products and Pricing',
    content: (
      <p>
        We describe and photograph our spices as accurately as we can, but natural products vary from harvest to harvest
        in color, size and aroma. Prices are shown in US dollars and may change at any time; the price that applies is
        the one shown when you place your order. If a price is clearly wrong, we may cancel the order and refund you in
        full.
      </p>
    ),
  },
  {
    id: 'orders-and-payment',
    title: 'Orders and Payment',
    content: (
      <p>
        Your order is an offer to buy. We accept it when we confirm it by email. We may decline or cancel an order, for
        example if an item is out of stock or we suspect fraud, and we will refund any payment in that case. Payment is
        taken when you place your order.
      </p>
    ),
  },
  {
    id: 'shipping-and-delivery',
    title: 'Shipping and Delivery',
    content: (
      <p>
        We process orders in {policy.processingTime}; standard shipping within the US takes {policy.usStandardShipping}.
        Delivery dates are estimates, not guarantees. Risk in the goods passes to you on delivery. See our{' '}
        <Link to={paths.shipping.getHref()}>shipping information</Link> for details.
      </p>
    ),
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns and Refunds',
    content: (
      <p>
        Returns and refunds are handled under our{' '}
        <Link to={paths.returnsRefunds.getHref()}>Returns &amp; Refunds Policy</Link>: in short,{' '}
        {policy.returnCondition} items may be returned within {policy.returnWindow}, and damaged or defective items must
        be reported within {policy.damageReportWindow}.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <p>
        The {site.name} name, logo, text, photographs, recipes and blends shown on this website belong to {site.name} or
        its licensors. You may not copy or reuse them for commercial purposes without our written permission.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    content: (
      <p>
        To the fullest extent the law allows, {site.name} is not liable for indirect or consequential losses arising
        from your use of the website or our products, and our total liability for any order is limited to the amount you
        paid for it. Nothing in these terms limits rights you have as a consumer that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Contact',
    content: (
      <p>
        These terms are governed by the laws of {policy.governingLaw}, without regard to its conflict-of-law rules. We
        may update them from time to time; the date at the top shows the latest version. Questions? Reach us through our{' '}
        <Link to={paths.contact.getHref()}>contact page</Link>.
      </p>
    ),
  },
]
