import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/stores/toast'
import { isAuthUnavailable } from '../api/auth-errors'
import { useSendReauthenticationCode } from '../api/reauthenticate'
import { AUTH_UNAVAILABLE, passwordChangeFailedToast } from '../lib/auth-toasts'
import { REAUTHENTICATION_TEXT } from '../lib/second-factor-schema'
import { SecondFactorForm } from './second-factor-form'

interface ReauthenticationStepProps {
  /** Sends the change again with the code as its nonce; throws Auth's refusal. */
  onCode: (code: string) => Promise<void>
}

/**
 * The code Auth mailed because the sign-in is over a day old: typed in here, it carries the change through.
 * A lost or expired code is sent again on demand.
 */
export function ReauthenticationStep({ onCode }: ReauthenticationStepProps) {
  const resend = useSendReauthenticationCode()
  const [resent, setResent] = useState(false)
  const intro = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    // The step appears below the form just submitted: start there, so the code field is the next stop.
    intro.current?.focus()
  }, [])

  const sendAgain = async () => {
    setResent(false)
    try {
      await resend.mutateAsync()
      setResent(true)
    } catch (error) {
      toast(passwordChangeFailedToast(isAuthUnavailable(error) ? AUTH_UNAVAILABLE.service : null))
    }
  }

  return (
    <div className="grid gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <p ref={intro} tabIndex={-1} className="focus:outline-none">
        {REAUTHENTICATION_TEXT.codeSent}
      </p>
      <SecondFactorForm
        source="mail"
        label="Confirm it's you"
        submitLabel="Confirm and Update Password"
        pendingLabel="Updating..."
        onCode={onCode}
      >
        <Button type="button" variant="secondary" disabled={resend.isPending} onClick={() => void sendAgain()}>
          {resend.isPending ? 'Sending...' : 'Send a New Code'}
        </Button>
      </SecondFactorForm>
      {resent ? (
        <p role="status" className="text-sm font-semibold text-leaf-700">
          {REAUTHENTICATION_TEXT.codeResent}
        </p>
      ) : null}
    </div>
  )
}
