import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import type { PolicySection } from '../components/policies/policy-document'

export const privacyPolicySections: readonly PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <p>
        {site.name} respects your privacy. This policy explains what personal information we collect when you visit our
        website, shop with us or get in touch, how we use it, and the choices you have. By using our website you agree
        to the practices described here.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only what we need to run the shop:</p>
        <ul>
          <li>
            <strong>Order details:</strong> your name, email address, phone number, and shipping and billing addresses.
          </li>
          <li>
            <strong>Account details:</strong> your name, email address and a securely hashed password, if you create an
            account, along with your order history and Flavor Points.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form, and your email address if you join our
            newsletter.
          </li>
          <li>
            <strong>Your cart:</strong> kept in your own browser&apos;s storage so it is still there when you come back.
          </li>
        </ul>
        <p>We never store your full card number on our servers.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <ul>
        <li>To process, ship and support your orders, and to send order confirmations.</li>
        <li>To run your account and your Flavor Points rewards.</li>
        <li>To answer your questions and messages.</li>
        <li>To send our newsletter, only if you have subscribed. Every issue lets you unsubscribe.</li>
        <li>To keep our website secure and prevent fraud.</li>
      </ul>
    ),
  },
  {
    id: 'sharing-information',
    title: 'Sharing Your Information',
    content: (
      <>
        <p>
          We do not sell or rent your personal information. We share it only with the service providers who help us run
          the shop (our hosting and database provider, payment processor and shipping carriers), and only as much as
          they need to do their job.
        </p>
        <p>We may also disclose information when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'data-protection',
    title: 'Data Protection',
    content: (
      <p>
        Your information travels over encrypted connections and is stored with access controls that let each customer
        see only their own orders and account. Only the members of our team who need it can read orders and messages. No
        method of storage or transmission is perfectly secure, but we work hard to protect your data.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    content: (
      <>
        <p>
          You can ask us at any time to see the personal information we hold about you, to correct it, or to delete it.
          You can unsubscribe from our newsletter whenever you like.
        </p>
        <p>
          Depending on where you live, including California and the European Union, you may have additional rights under
          local law. We will honor them.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <p>
        For any privacy question or request, send us a message through our{' '}
        <Link to={paths.contact.getHref()}>contact page</Link> or email{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    ),
  },
]
