import { useEffect, useState, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { readCheckoutDraft, saveCheckoutDraft } from '../lib/checkout-draft'
import { checkoutDefaultValues, type CheckoutFormInput, type CheckoutFormValues } from '../lib/checkout-schema'

/** The form's starting values: the defaults, with what this tab typed before a reload (read once). */
export function useRestoredCheckoutValues(): CheckoutFormInput {
  const [restored] = useState(() => ({ ...checkoutDefaultValues(), ...readCheckoutDraft() }))
  return restored
}

/** Keeps the draft in step with every change, until the order is placed (which clears it). */
export function useSaveCheckoutDraft(
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>,
  orderPlaced: RefObject<boolean>,
) {
  const { watch, getValues } = form
  useEffect(() => {
    const subscription = watch(() => {
      if (!orderPlaced.current) saveCheckoutDraft(getValues())
    })
    return () => subscription.unsubscribe()
  }, [watch, getValues, orderPlaced])
}
