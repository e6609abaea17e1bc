import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { toast } from '@/stores/toast'
import { useSendContactMessage } from '../api/send-contact-message'
import {
  CONTACT_SUBJECTS,
  CONTACT_TOASTS,
  contactSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormInput,
  type ContactMessage,
} from '../contact-schema'

/**
 * "Send Us a Message": checked on submit with the one contact schema; editing a field clears its
 * message. Idle "Send Message", submitting "Sending..." (disabled), then success (fields and errors
 * cleared) or failure (values kept).
 */
export function ContactForm() {
  const id = useId()
  const send = useSendContactMessage()
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT_FORM,
    reValidateMode: 'onSubmit',
  })

  const onValid = async (message: ContactMessage) => {
    try {
      await send.mutateAsync(message)
    } catch {
      // The mutation's meta announced it; the message stays in the form to send again.
      return
    }
    toast(CONTACT_TOASTS.sent)
    reset(EMPTY_CONTACT_FORM)
  }

  const onInvalid = () => toast(CONTACT_TOASTS.invalid)

  /** Props shared by every control: its id, the error wiring, and "typing clears my message". */
  const control = (name: keyof ContactFormInput) => {
    const fieldId = `${id}-${name}`
    const hasError = Boolean(errors[name])
    return {
      id: fieldId,
      'aria-invalid': hasError || undefined,
      'aria-describedby': hasError ? `${fieldId}-error` : undefined,
      ...register(name, { onChange: () => clearErrors(name) }),
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        Send Us a Message
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-fullName`} label="Full Name" required error={errors.fullName?.message}>
          <input
            type="text"
            autoComplete="name"
            aria-required="true"
            className={controlClass()}
            {...control('fullName')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email Address" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            className={controlClass()}
            {...control('email')}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
            <select className={controlClass('light', 'min-h-11')} {...control('subject')}>
              <option value="">Select a subject (optional)</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={`${id}-message`} label="Message" required error={errors.message?.message}>
            <textarea rows={6} aria-required="true" className={controlClass()} {...control('message')} />
          </Field>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="mt-6 w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
