import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import type { PolicySection } from '../components/policies/policy-document'
import { policy } from './policy-facts'

export const returnsRefundsSections: readonly PolicySection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <p>
        We want every jar you receive from {site.name} to be exactly what you hoped for. If something is not right, this
        policy explains when you can return it, how to do so, and how refunds work. It applies to orders placed on our
        website.
      </p>
    ),
  },
  {
    id: 'return-conditions',
    title: 'Return Conditions',
    content: (
      <>
        <p>You can return an item for a refund when all of the following apply:</p>
        <ul>
          <li>You request the return within {policy.returnWindow}.</li>
          <li>
            The item is {policy.returnCondition}, in its original packaging. For food-safety reasons we cannot accept
            opened spices.
          </li>
          <li>You include your order number with the return.</li>
        </ul>
        <p>
          Items that have been opened, used or whose seal is broken cannot be returned unless they arrived damaged or
          defective (see section 6).
        </p>
      </>
    ),
  },
  {
    id: 'return-process',
    title: 'Return Process',
    content: (
      <>
        <p>To start a return:</p>
        <ul>
          <li>
            <Link to={paths.contact.getHref()}>Contact us</Link> with your order number and the items you would like to
            return.
          </li>
          <li>We will reply with the return address and instructions.</li>
          <li>Pack the items securely and send them back, keeping your proof of postage.</li>
        </ul>
        <p>
          Return shipping is paid by the customer, unless the return is the result of our error (for example, you
          received the wrong item, or it arrived damaged or defective).
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <>
        <p>
          Once your return arrives and we have checked it, we will email you to confirm your refund. Refunds go back to
          your original payment method and arrive within {policy.refundTime}; your bank may take a little longer to show
          it.
        </p>
        <p>
          Shipping costs are non-refundable. If we made a mistake with your order, we refund the full amount, shipping
          included.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    content: (
      <p>
        We do not offer direct exchanges. If you would like a different spice or size, return the original item for a
        refund under the conditions above and place a new order for the item you want.
      </p>
    ),
  },
  {
    id: 'damaged-or-defective',
    title: 'Damaged or Defective Products',
    content: (
      <>
        <p>
          If your order arrives damaged or defective, please report it within {policy.damageReportWindow}, with your
          order number and a photo of the item and its packaging. We will send a replacement or a full refund, and you
          will not pay for any return shipping.
        </p>
        <p>
          As a reminder, we process orders in {policy.processingTime}, and standard shipping within the US takes{' '}
          {policy.usStandardShipping}. If your order has not arrived in that time, let us know and we will track it
          down.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <p>
        Questions about a return or refund? Send us a message through our{' '}
        <Link to={paths.contact.getHref()}>contact page</Link> or email{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>. We are happy to help.
      </p>
    ),
  },
]
