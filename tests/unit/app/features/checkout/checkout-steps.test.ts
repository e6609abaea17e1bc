import { describe, expect, it } from 'vitest'
import { CHECKOUT_FIELD_GROUPS } from '@/features/checkout/lib/checkout-schema'
import {
  canOpenStep,
  CHECKOUT_STEPS,
  checkoutFlowReducer,
  checkoutProgress,
  checkoutStepFromPath,
  firstStepWithErrors,
  initialCheckoutFlow,
  pathOfStep,
  STEP_FIELDS,
  stepOfField,
  type CheckoutFlow,
  type CheckoutFlowAction,
} from '@/features/checkout/lib/checkout-steps'

const run = (flow: CheckoutFlow, ...actions: CheckoutFlowAction[]) => actions.reduce(checkoutFlowReducer, flow)

const atPayment = run(initialCheckoutFlow('shipping'), { type: 'next', valid: true })

describe('checkout steps', () => {
  it('names the three steps and their routes', () => {
    expect(CHECKOUT_STEPS.map((step) => [step.name, step.path])).toEqual([
      ['Options', '/checkout/options'],
      ['Shipping', '/checkout/shipping'],
      ['Payment', '/checkout/payment'],
    ])
    expect(pathOfStep('payment')).toBe('/checkout/payment')
  })

  it('reads the step from the path; /checkout and unknown paths have none (they go to options)', () => {
    expect(checkoutStepFromPath('/checkout/options')).toBe('options')
    expect(checkoutStepFromPath('/checkout/shipping')).toBe('shipping')
    expect(checkoutStepFromPath('/checkout/payment/')).toBe('payment')
    expect(checkoutStepFromPath('/checkout')).toBeNull()
    expect(checkoutStepFromPath('/checkout/review')).toBeNull()
    expect(checkoutStepFromPath('/checkout/auth')).toBeNull()
  })

  it('validates shipping fields on the shipping step, billing and card fields on the payment step', () => {
    expect(STEP_FIELDS.shipping).toEqual(CHECKOUT_FIELD_GROUPS.shipping)
    expect(STEP_FIELDS.payment).toEqual([...CHECKOUT_FIELD_GROUPS.billing, ...CHECKOUT_FIELD_GROUPS.payment])
    expect(stepOfField('shippingZip')).toBe('shipping')
    expect(stepOfField('email')).toBe('shipping')
    expect(stepOfField('billingZip')).toBe('payment')
    expect(stepOfField('cardCVV')).toBe('payment')
  })

  it('finds the earliest step with an error', () => {
    expect(firstStepWithErrors([])).toBeNull()
    expect(firstStepWithErrors(['cardNumber', 'billingCity'])).toBe('payment')
    expect(firstStepWithErrors(['cardNumber', 'shippingCity'])).toBe('shipping')
    expect(firstStepWithErrors(['root'])).toBeNull()
  })
})

describe('checkout flow', () => {
  it('starts at the URL step, but payment only after shipping', () => {
    expect(initialCheckoutFlow()).toEqual({
      step: 'options',
      shippingComplete: false,
      placing: false,
      placedOrderId: null,
    })
    expect(initialCheckoutFlow('shipping').step).toBe('shipping')
    expect(initialCheckoutFlow('payment').step).toBe('shipping')
    // After a reload whose restored shipping values pass their checks.
    expect(initialCheckoutFlow('payment', true)).toMatchObject({ step: 'payment', shippingComplete: true })
  })

  it('goes from options to shipping', () => {
    expect(run(initialCheckoutFlow(), { type: 'continue' }).step).toBe('shipping')
    expect(run(atPayment, { type: 'continue' })).toBe(atPayment)
  })

  it('moves to payment only when the shipping step validated', () => {
    const shipping = initialCheckoutFlow('shipping')
    expect(run(shipping, { type: 'next', valid: false })).toBe(shipping)
    expect(atPayment).toEqual({ step: 'payment', shippingComplete: true, placing: false, placedOrderId: null })
    expect(run(initialCheckoutFlow(), { type: 'next', valid: true }).step).toBe('options')
  })

  it('goes back from payment to shipping, and no further', () => {
    const back = run(atPayment, { type: 'back' })
    expect(back.step).toBe('shipping')
    expect(back.shippingComplete).toBe(true)
    expect(run(back, { type: 'back' })).toBe(back)
  })

  it('opens payment from the URL only once shipping is complete', () => {
    const shipping = initialCheckoutFlow('shipping')
    expect(canOpenStep(shipping, 'payment')).toBe(false)
    expect(run(shipping, { type: 'open', step: 'payment' }).step).toBe('shipping')
    expect(run(initialCheckoutFlow(), { type: 'open', step: 'payment' }).step).toBe('shipping')
    const backAtShipping = run(atPayment, { type: 'back' })
    expect(canOpenStep(backAtShipping, 'payment')).toBe(true)
    expect(run(backAtShipping, { type: 'open', step: 'payment' }).step).toBe('payment')
    expect(run(atPayment, { type: 'open', step: 'options' }).step).toBe('options')
  })

  it('places the order only from payment with everything valid', () => {
    expect(run(initialCheckoutFlow('shipping'), { type: 'placeOrder', invalidStep: null }).placing).toBe(false)
    expect(run(atPayment, { type: 'placeOrder', invalidStep: 'payment' })).toBe(atPayment)
    expect(run(atPayment, { type: 'placeOrder', invalidStep: 'shipping' })).toEqual({
      step: 'shipping',
      shippingComplete: false,
      placing: false,
      placedOrderId: null,
    })
    expect(run(atPayment, { type: 'placeOrder', invalidStep: null }).placing).toBe(true)
  })

  it('ignores everything but the outcome while placing (a double click places once)', () => {
    const placing = run(atPayment, { type: 'placeOrder', invalidStep: null })
    for (const action of [
      { type: 'placeOrder', invalidStep: null },
      { type: 'back' },
      { type: 'open', step: 'shipping' },
      { type: 'continue' },
      { type: 'next', valid: true },
    ] as const) {
      expect(checkoutFlowReducer(placing, action)).toBe(placing)
    }
    expect(run(placing, { type: 'orderFailed' })).toEqual({ ...atPayment, placing: false })
    expect(run(placing, { type: 'orderPlaced', orderId: 'order-1' })).toEqual({
      ...atPayment,
      placedOrderId: 'order-1',
    })
  })

  it('lets a failed order be retried, and a placed order never changes', () => {
    const failed = run(atPayment, { type: 'placeOrder', invalidStep: null }, { type: 'orderFailed' })
    expect(run(failed, { type: 'placeOrder', invalidStep: null }).placing).toBe(true)
    expect(run(failed, { type: 'orderPlaced', orderId: 'x' })).toBe(failed)
    const placed = run(failed, { type: 'placeOrder', invalidStep: null }, { type: 'orderPlaced', orderId: 'order-2' })
    for (const action of [
      { type: 'back' },
      { type: 'placeOrder', invalidStep: null },
      { type: 'orderFailed' },
    ] as const) {
      expect(checkoutFlowReducer(placed, action)).toBe(placed)
    }
  })

  it('shows finished steps as complete in the progress indicator', () => {
    const progress = (flow: CheckoutFlow) => checkoutProgress(flow).map((step) => `${step.name}:${step.progress}`)
    expect(progress(initialCheckoutFlow())).toEqual(['Options:current', 'Shipping:upcoming', 'Payment:upcoming'])
    expect(progress(initialCheckoutFlow('shipping'))).toEqual([
      'Options:complete',
      'Shipping:current',
      'Payment:upcoming',
    ])
    expect(progress(atPayment)).toEqual(['Options:complete', 'Shipping:complete', 'Payment:current'])
  })
})
