import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { problemMessage } from '@/lib/cart-line-problem'
import { useRedeemChoice } from '@/stores/redeem-choice'
import { usePointsBalance } from '../api/get-points-balance'
import { quoteOrderQueryOptions, useQuoteOrder, type OrderQuote } from '../api/quote-order'
import type { CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-schema'
import { OrderRequestError, refusalProblem, type LineRefusal, type OrderItem } from '../lib/order-request'
import type { CheckoutBuyer } from './use-checkout-buyer'

export const normalizePromo = (code: string) => code.trim().toUpperCase()

/** The message for a refused line: the database's sentence and what to do about it. */
export function refusalText(refusal: LineRefusal): string {
  return `${refusal.message} ${problemMessage(refusalProblem(refusal))}`
}

export interface CheckoutQuoteState {
  data: OrderQuote | undefined
  /** The quote is being asked for (also while the previous totals stay on screen). */
  isFetching: boolean
  /** Why the quote failed (a refused promo code or points choice, or an unreachable service), if it did. */
  errorMessage: string | null
  unavailable: boolean
  refetch: () => void
}

interface PromoAndPointsOptions {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>
  buyer: CheckoutBuyer | null | undefined
  items: OrderItem[]
}

/**
 * The promo code and the Flavor Points choice, and the quote they give (what place_order would charge),
 * with the line the database refused at the last quote or order attempt.
 */
export function usePromoAndPoints({ form, buyer, items }: PromoAndPointsOptions) {
  const queryClient = useQueryClient()
  const { getValues, setValue, setError, clearErrors } = form
  const [appliedPromo, setAppliedPromo] = useState<string | null>(null)
  // In a store: the account's points page may have chosen the reward before the checkout opened.
  const redeemPoints = useRedeemChoice((state) => state.points)
  const setRedeemPoints = useRedeemChoice((state) => state.choose)
  // The refused line, with the cart it was refused in: a changed cart (the line removed) clears it.
  const [refused, setRefused] = useState<{ items: OrderItem[]; refusal: LineRefusal } | null>(null)

  const userId = buyer?.userId ?? null
  // The destination prices shipping and tax (the owner's rates): country and state, not every keystroke of the street.
  const [country, state] = useWatch({ control: form.control, name: ['shippingCountry', 'shippingState'] })
  const destination = useMemo(() => (country ? { country, state: state ?? '' } : null), [country, state])
  const quoteQuery = useQuoteOrder(
    { userId, items, promoCode: appliedPromo, redeemPoints, destination },
    buyer !== undefined,
  )
  const quoteError = quoteQuery.error instanceof OrderRequestError ? quoteQuery.error : null
  const points = usePointsBalance(userId)
  // A reward chosen earlier that this buyer cannot cover is dropped: a guest, or a balance gone down since.
  const coverable = buyer === null ? 0 : (points.data ?? null)
  useEffect(() => {
    if (coverable !== null && redeemPoints > coverable) setRedeemPoints(0)
  }, [coverable, redeemPoints, setRedeemPoints])

  const setRefusal = useCallback((refusal: LineRefusal | null) => setRefused(refusal && { items, refusal }), [items])

  const applyPromo = useCallback(async (): Promise<boolean> => {
    const code = normalizePromo(getValues('promoCode'))
    clearErrors('promoCode')
    if (code === '') {
      setAppliedPromo(null)
      return true
    }
    try {
      await queryClient.fetchQuery(
        quoteOrderQueryOptions({ userId, items, promoCode: code, redeemPoints: 0, destination }),
      )
    } catch (error) {
      const refusedCode = error instanceof OrderRequestError && error.kind === 'refused'
      if (refusedCode && error.refusal) setRefusal(error.refusal)
      const message =
        refusedCode && error.refusal
          ? refusalText(error.refusal)
          : refusedCode
            ? error.message
            : 'We could not check this code right now. Please try again.'
      setError('promoCode', { message }, { shouldFocus: true })
      return false
    }
    setValue('promoCode', code)
    setAppliedPromo(code)
    setRedeemPoints(0)
    return true
  }, [clearErrors, destination, getValues, items, queryClient, setError, setRefusal, setRedeemPoints, setValue, userId])

  const removePromo = useCallback(() => {
    setAppliedPromo(null)
    setValue('promoCode', '')
    clearErrors('promoCode')
  }, [clearErrors, setValue])

  const chooseRedeemPoints = useCallback(
    (value: number) => {
      setRedeemPoints(value)
      // Points and a promo code do not combine (place_order refuses both): the newer choice wins.
      if (value > 0) removePromo()
    },
    [removePromo, setRedeemPoints],
  )

  const quote: CheckoutQuoteState = {
    data: quoteQuery.data,
    isFetching: quoteQuery.isFetching,
    errorMessage: quoteError && !quoteError.refusal ? quoteError.message : null,
    unavailable: quoteError?.kind === 'unavailable' || (quoteQuery.isError && !quoteError),
    refetch: () => void quoteQuery.refetch(),
  }
  return {
    quote,
    refusal: (refused?.items === items ? refused.refusal : null) ?? quoteError?.refusal ?? null,
    setRefusal,
    appliedPromo,
    applyPromo,
    removePromo,
    pointsBalance: points.data ?? null,
    redeemPoints,
    chooseRedeemPoints,
  }
}

export type PromoAndPoints = ReturnType<typeof usePromoAndPoints>
