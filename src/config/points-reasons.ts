/** The points ledger's reasons as people read them, in the account's history and the admin's customer page alike. */
export const pointsReasonLabels: Record<string, string> = {
  signup_bonus: 'Sign-up bonus',
  order: 'Order',
  review: 'Product review',
  redemption: 'Redeemed at checkout',
  adjustment: 'Adjustment',
  order_cancelled: 'Order cancelled',
  redemption_refund: 'Redemption refunded',
  review_reversed: 'Review points returned',
  review_restored: 'Review points restored',
  expiry: 'Points expired',
  referral: 'Referral',
}
