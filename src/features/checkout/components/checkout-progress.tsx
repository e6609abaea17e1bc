import { checkoutProgress, initialCheckoutFlow, type CheckoutStep } from '../lib/checkout-steps'

function CheckMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={2.5}>
      <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const progressText = { complete: 'completed', current: 'current step', upcoming: 'not started' } as const

/**
 * Options, Shipping, Payment: completed steps get a check mark, the current one is marked for
 * assistive technology too (aria-current), and step 0 (Options) turns a spinner while it is current.
 */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const steps = checkoutProgress({ ...initialCheckoutFlow(), step: current })
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-1.5 sm:gap-4">
        {steps.map((step, index) => (
          <li
            key={step.id}
            aria-current={step.progress === 'current' ? 'step' : undefined}
            data-progress={step.progress}
            className="flex flex-1 items-center gap-1.5 last:flex-none sm:gap-2"
          >
            <span
              className={
                step.progress === 'upcoming'
                  ? 'flex size-8 shrink-0 sm:size-9 items-center justify-center rounded-full border-2 border-brand-200 bg-white font-bold text-ink-muted'
                  : 'flex size-8 shrink-0 sm:size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white'
              }
            >
              {step.progress === 'complete' ? (
                <CheckMark />
              ) : index === 0 && step.progress === 'current' ? (
                <span
                  aria-hidden="true"
                  data-testid="checkout-progress-spinner"
                  className="size-5 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
                />
              ) : (
                <span aria-hidden="true">{index + 1}</span>
              )}
            </span>
            <span className={step.progress === 'upcoming' ? 'text-sm text-ink-muted' : 'text-sm font-semibold'}>
              {step.name}
              <span className="sr-only"> ({progressText[step.progress]})</span>
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="h-0.5 min-w-2 flex-1 rounded bg-brand-100" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}
