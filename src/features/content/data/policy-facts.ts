/**
 * The shop's policy facts (spec §9), stated once: the FAQ, the returns policy and the terms all read
 * them from here so the pages can never disagree.
 */
export const policy = {
  lastUpdated: 'May 2025',
  returnWindow: '14 days of delivery',
  returnCondition: 'unopened and sealed',
  damageReportWindow: '48 hours of delivery',
  refundTime: '5-7 business days',
  processingTime: '1-2 business days',
  usStandardShipping: '3-5 business days',
  /** Spec (checkout): a flat $5.00 per order for a non-empty cart. */
  flatShipping: '$5.00',
  /** Besides the United States (the checkout's countries). */
  shipsAbroadTo: 'Canada, the United Kingdom, Australia, Germany and France',
  governingLaw: 'the State of California',
} as const
