import { paths } from '@/config/paths'
import { CHECKOUT_FIELD_GROUPS, type CheckoutField } from './checkout-schema'

/** The progress indicator's three steps and the route of each. */
export const CHECKOUT_STEPS = [
  { id: 'options', name: 'Options', path: paths.checkout.options.path },
  { id: 'shipping', name: 'Shipping', path: paths.checkout.shipping.path },
  { id: 'payment', name: 'Payment', path: paths.checkout.payment.path },
] as const

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id']
/** The steps of the form itself (the spec's step counter: 1 shipping, 2 billing and payment). */
export type FormStep = Exclude<CheckoutStep, 'options'>

/** What each form step validates before it moves on (react-hook-form's `trigger(fields)`). */
export const STEP_FIELDS: Readonly<Record<FormStep, readonly CheckoutField[]>> = {
  shipping: CHECKOUT_FIELD_GROUPS.shipping,
  payment: [...CHECKOUT_FIELD_GROUPS.billing, ...CHECKOUT_FIELD_GROUPS.payment],
}

export function stepOfField(field: CheckoutField): FormStep {
  return STEP_FIELDS.shipping.includes(field) ? 'shipping' : 'payment'
}

/** The earliest form step holding one of these invalid fields (where a failed full check sends the shopper), or null. */
export function firstStepWithErrors(fields: Iterable<string>): FormStep | null {
  let found: FormStep | null = null
  for (const field of fields) {
    if (STEP_FIELDS.shipping.includes(field as CheckoutField)) return 'shipping'
    if (STEP_FIELDS.payment.includes(field as CheckoutField)) found = 'payment'
  }
  return found
}

/** The route's step; null for /checkout itself and any unknown checkout path (both go to options, replacing history). */
export function checkoutStepFromPath(pathname: string): CheckoutStep | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return CHECKOUT_STEPS.find((step) => step.path === path)?.id ?? null
}

export function pathOfStep(step: CheckoutStep): string {
  return CHECKOUT_STEPS.find((entry) => entry.id === step)?.path ?? paths.checkout.options.path
}

export interface CheckoutFlow {
  step: CheckoutStep
  /** The shipping step has passed its checks, so the payment step may open. */
  shippingComplete: boolean
  /** An order is being placed: the button reads Placing Order... and nothing else may happen. */
  placing: boolean
  /** Set once the order exists; the page then goes to its confirmation. */
  placedOrderId: string | null
}

export type CheckoutFlowAction =
  /** Options: Continue Without Account, or signed in from the auth screen. */
  | { type: 'continue' }
  /** Next: Billing & Payment, with the shipping step's validation result. */
  | { type: 'next'; valid: boolean }
  /** Back to Shipping. */
  | { type: 'back' }
  /** The URL asked for a step (a link, the browser's back and forward buttons, a typed address). */
  | { type: 'open'; step: CheckoutStep }
  /** Place My Order, with the step of the first invalid field of the full check (null: all valid). */
  | { type: 'placeOrder'; invalidStep: FormStep | null }
  | { type: 'orderFailed' }
  | { type: 'orderPlaced'; orderId: string }

/**
 * Where a checkout visit starts: at the step its URL names, except that payment needs a completed shipping
 * step (`shippingComplete`: the shipping values restored after a reload pass its checks).
 */
export function initialCheckoutFlow(step: CheckoutStep = 'options', shippingComplete = false): CheckoutFlow {
  return {
    step: step === 'payment' && !shippingComplete ? 'shipping' : step,
    shippingComplete,
    placing: false,
    placedOrderId: null,
  }
}

/** Options and shipping are always open; payment once shipping is complete. */
export function canOpenStep(flow: CheckoutFlow, step: CheckoutStep): boolean {
  return step !== 'payment' || flow.shippingComplete
}

/**
 * The checkout's steps as a pure reducer (for useReducer). Next advances only when the step validated
 * (the caller shows Missing Information otherwise); Back goes from payment to shipping; placing an
 * order needs the full check, and while it runs, or once the order exists, nothing else changes.
 */
export function checkoutFlowReducer(flow: CheckoutFlow, action: CheckoutFlowAction): CheckoutFlow {
  if (flow.placedOrderId !== null) return flow
  if (flow.placing) {
    if (action.type === 'orderFailed') return { ...flow, placing: false }
    if (action.type === 'orderPlaced') return { ...flow, placing: false, placedOrderId: action.orderId }
    return flow
  }
  switch (action.type) {
    case 'continue':
      return flow.step === 'options' ? { ...flow, step: 'shipping' } : flow
    case 'next':
      if (flow.step !== 'shipping' || !action.valid) return flow
      return { ...flow, step: 'payment', shippingComplete: true }
    case 'back':
      return flow.step === 'payment' ? { ...flow, step: 'shipping' } : flow
    case 'open':
      if (action.step === flow.step) return flow
      return { ...flow, step: canOpenStep(flow, action.step) ? action.step : 'shipping' }
    case 'placeOrder':
      if (flow.step !== 'payment') return flow
      if (action.invalidStep === 'shipping') return { ...flow, step: 'shipping', shippingComplete: false }
      if (action.invalidStep === 'payment') return flow
      return { ...flow, placing: true }
    case 'orderFailed':
    case 'orderPlaced':
      return flow
  }
}

export type StepProgress = 'complete' | 'current' | 'upcoming'

/** The progress indicator: steps before the current one are complete (a check mark), later ones upcoming. */
export function checkoutProgress(flow: CheckoutFlow): { id: CheckoutStep; name: string; progress: StepProgress }[] {
  const current = CHECKOUT_STEPS.findIndex((step) => step.id === flow.step)
  return CHECKOUT_STEPS.map((step, index) => ({
    id: step.id,
    name: step.name,
    progress: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
  }))
}
