import { Link } from 'react-router-dom'
import type { QuestionItem } from '@/components/ui/question-accordion'
import { paths } from '@/config/paths'
import { policy } from './policy-facts'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2'

/** The seven questions of the spec: spice origin, delivery time, storage, gift cards, returns, organic range, tracking. */
export const faqItems: readonly QuestionItem[] = [
  {
    id: 'spice-origin',
    question: 'Where do your spices come from?',
    answer: (
      <p>
        Straight from the source. We buy directly from farms and cooperatives around the world: saffron from the Pampore
        plateau in Kashmir, pimentón from La Vera in Spain, Tellicherry pepper from Kerala&apos;s Malabar Coast, and
        many more. Every product page tells the origin story of its spice, and you can read our{' '}
        <Link className={linkClass} to={paths.about.getHref('sourcing-promise')}>
          sourcing promise
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'delivery-time',
    question: 'How long will my order take to arrive?',
    answer: (
      <p>
        We process orders in {policy.processingTime}. Standard shipping within the US then takes{' '}
        {policy.usStandardShipping}, at a flat {policy.flatShipping} per order. We also ship to {policy.shipsAbroadTo};
        international delivery times vary by destination.
      </p>
    ),
  },
  {
    id: 'storage',
    question: 'How should I store my spices?',
    answer: (
      <p>
        Keep them in airtight containers in a cool, dark, dry place, away from the stove, the dishwasher and direct
        sunlight. Whole spices stay vibrant for two to three years; ground spices are at their best within six to twelve
        months. Grind whole spices just before you cook for the most flavor.
      </p>
    ),
  },
  {
    id: 'gift-cards',
    question: 'Do you offer gift cards?',
    answer: (
      <p>
        Not yet, but they are on the way. Sign up for our newsletter at the bottom of this page to hear as soon as they
        launch. Until then, a jar of saffron or a set of our blends makes a wonderful gift.
      </p>
    ),
  },
  {
    id: 'return-policy',
    question: 'What is your return policy?',
    answer: (
      <p>
        We accept returns of {policy.returnCondition} items within {policy.returnWindow}. If something arrives damaged
        or defective, let us know within {policy.damageReportWindow} and we will make it right. Refunds arrive within{' '}
        {policy.refundTime} of our receiving your return; shipping costs are non-refundable. Read the full{' '}
        <Link className={linkClass} to={paths.returnsRefunds.getHref()}>
          Returns &amp; Refunds Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'organic-range',
    question: 'Are your spices organic?',
    answer: (
      <p>
        Many of them are certified organic, and we are adding more every season. Look for the organic label on a product
        page, or choose Organic in the shop&apos;s filters to see the whole organic range. Every spice we sell, organic
        or not, is free of irradiation, fillers and artificial additives.
      </p>
    ),
  },
  {
    id: 'order-tracking',
    question: 'How can I track my order?',
    answer: (
      <p>
        As soon as your order ships, we email you a tracking number. If you have an account, you can also follow your
        order&apos;s status under My Account. Can&apos;t find your tracking email?{' '}
        <Link className={linkClass} to={paths.contact.getHref()}>
          Contact us
        </Link>{' '}
        with your order number and we&apos;ll help.
      </p>
    ),
  },
]
