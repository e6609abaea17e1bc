import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { toast } from '@/stores/toast'
import { shippingStepComplete } from '../lib/checkout-draft'
import type { CheckoutField, CheckoutFormInput, CheckoutFormValues } from '../lib/checkout-schema'
import {
  checkoutFlowReducer,
  checkoutStepFromPath,
  firstStepWithErrors,
  initialCheckoutFlow,
  STEP_FIELDS,
} from '../lib/checkout-steps'
import { CHECKOUT_TOASTS } from '../lib/checkout-toasts'

type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>

/**
 * The steps: the URL (links, Back and Forward) names one, the flow decides whether it may open. Next checks
 * the shipping fields; a failed full check on the payment step goes back to the first step with an error.
 */
export function useCheckoutSteps(form: CheckoutFormApi, restored: CheckoutFormInput) {
  const navigate = useNavigate()
  const urlStep = checkoutStepFromPath(useLocation().pathname)
  // Valid shipping values restored after a reload reopen the payment step.
  const [flow, dispatch] = useReducer(checkoutFlowReducer, urlStep ?? 'shipping', (step) =>
    initialCheckoutFlow(step, step === 'payment' && shippingStepComplete(restored)),
  )
  const focusAfterNavigation = useRef<CheckoutField | null>(null)
  const { setFocus, trigger } = form

  useEffect(() => {
    if (urlStep) dispatch({ type: 'open', step: urlStep })
  }, [urlStep])

  useEffect(() => {
    if (focusAfterNavigation.current && urlStep === 'shipping') {
      setFocus(focusAfterNavigation.current)
      focusAfterNavigation.current = null
    }
  }, [urlStep, setFocus])

  const next = useCallback(async () => {
    const valid = await trigger(STEP_FIELDS.shipping, { shouldFocus: true })
    dispatch({ type: 'next', valid })
    if (!valid) {
      toast(CHECKOUT_TOASTS.missingInformation)
      return
    }
    void navigate(paths.checkout.payment.getHref())
  }, [trigger, navigate])

  const back = useCallback(() => {
    dispatch({ type: 'back' })
    void navigate(paths.checkout.shipping.getHref())
  }, [navigate])

  /** Place My Order found invalid fields: stay on payment, or go back to shipping and focus its first bad field. */
  const showInvalid = (errors: FieldErrors<CheckoutFormInput>) => {
    const step = firstStepWithErrors(Object.keys(errors))
    dispatch({ type: 'placeOrder', invalidStep: step })
    toast(CHECKOUT_TOASTS.missingInformation)
    if (step === 'shipping') {
      focusAfterNavigation.current = STEP_FIELDS.shipping.find((field) => errors[field]) ?? null
      void navigate(paths.checkout.shipping.getHref())
    }
  }

  return { urlStep, flow, dispatch, next, back, showInvalid }
}

export type CheckoutSteps = ReturnType<typeof useCheckoutSteps>
