import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { toast } from '@/stores/toast'
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter'
import {
  NEWSLETTER_MESSAGES,
  newsletterSchema,
  newsletterValidationToast,
  type NewsletterInput,
  type NewsletterValues,
} from '../newsletter-schema'

/** The footer's sign-up form (dark footer: cream text on ink). Loaded by NewsletterSignup. */
export default function NewsletterForm() {
  const id = useId()
  const subscribe = useSubscribeToNewsletter()
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
    // Checked on submit; typing only clears the message (the contact form behaves the same way).
    reValidateMode: 'onSubmit',
  })

  const onValid = async ({ email }: NewsletterValues) => {
    try {
      await subscribe.mutateAsync(email)
      toast(NEWSLETTER_MESSAGES.subscribed)
      reset()
    } catch {
      // The mutation's meta announced it; the address stays in the field to correct.
    }
  }

  const onInvalid = (formErrors: FieldErrors<NewsletterInput>) => {
    toast({ ...newsletterValidationToast(formErrors.email?.message), variant: 'destructive' })
  }

  const inputId = `${id}-email`
  const message = errors.email?.message

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} aria-label="Newsletter sign-up">
      <Field id={inputId} label="Email address" error={message} tone="dark">
        {/* Wraps the button below where the column is too narrow for the whole placeholder (the footer's lg column). */}
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${inputId}-error` : undefined}
            className={controlClass('dark', 'min-w-44')}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          <button
            type="submit"
            disabled={subscribe.isPending}
            className="min-h-11 shrink-0 rounded-full bg-saffron-300 px-5 text-sm font-bold text-ink hover:bg-saffron-400 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
      </Field>
    </form>
  )
}
