import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { toCents, type Cents } from '@/lib/money'
import { checkoutKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'
import {
  OrderRequestError,
  parsePricedLines,
  toOrderRequestError,
  type OrderItem,
  type PricedLine,
} from '../lib/order-request'

/** What place_order would charge, from the same SQL (the checkout never prices in TypeScript). */
export interface OrderQuote {
  lines: PricedLine[]
  subtotalCents: Cents
  discountCents: Cents
  shippingCents: Cents
  taxesCents: Cents
  totalCents: Cents
  promoCode: string | null
  pointsRedeemed: number
  pointsEarned: number
}

export interface QuoteRequest {
  /** The buyer (null: a guest): the quote's points depend on who asks. */
  userId: string | null
  items: readonly OrderItem[]
  promoCode: string | null
  redeemPoints: number
  /** Where it ships (country and state or province codes): the owner's shipping and tax rates depend on it. */
  destination: { country: string; state: string } | null
}

async function quoteOrder(request: QuoteRequest, signal: AbortSignal): Promise<OrderQuote> {
  const { data, error, status } = await db
    .rpc('quote_order', {
      p_items: request.items.map((item) => ({ ...item })),
      ...(request.promoCode ? { p_promo_code: request.promoCode } : {}),
      p_redeem_points: request.redeemPoints,
      ...(request.destination ? { p_shipping_address: request.destination } : {}),
    })
    .abortSignal(signal)
  if (error) throw toOrderRequestError(error, status)
  const row = data[0]
  if (!row) throw new OrderRequestError('The quote came back empty.', 'unavailable')
  return {
    lines: parsePricedLines(row.products_ordered),
    subtotalCents: toCents(row.subtotal_price),
    discountCents: toCents(row.discount_total),
    shippingCents: toCents(row.shipping_cost),
    taxesCents: toCents(row.taxes),
    totalCents: toCents(row.total_price),
    promoCode: row.promo_code_used || null,
    pointsRedeemed: row.points_redeemed,
    pointsEarned: row.points_earned,
  }
}

export const quoteOrderQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: checkoutKeys.quote(request),
    queryFn: ({ signal }) => quoteOrder(request, signal),
    // Prices, stock and promo codes move: ask again whenever the checkout shows the summary.
    staleTime: 0,
    // A refusal is an answer, not a hiccup: asking again would only repeat it.
    retry: (failureCount, error) =>
      !(error instanceof OrderRequestError && error.kind === 'refused') && failureCount < 2,
    // A changed promo code or points choice keeps the last totals on screen while the new ones load.
    placeholderData: keepPreviousData,
  })

export function useQuoteOrder(request: QuoteRequest, enabled: boolean) {
  return useQuery({ ...quoteOrderQueryOptions(request), enabled: enabled && request.items.length > 0 })
}
