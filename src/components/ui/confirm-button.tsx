import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import type { ButtonVariant } from '@/components/ui/button-classes'
import { errorMessage } from '@/lib/errors'
import { toast } from '@/stores/toast'

interface ConfirmButtonProps {
  /** The button's text, and its accessible name when that needs more (which row). */
  label: string
  ariaLabel?: string
  variant?: ButtonVariant
  title: string
  /** What going ahead does, in the dialog. */
  children: ReactNode
  confirmLabel: string
  /** "Removing...": on the confirm button while the action runs. */
  busyLabel: string
  /** The action; its toasts are its own. A failure closes the dialog and toasts `failedTitle` with the error. */
  onConfirm: () => Promise<unknown>
  failedTitle: string
}

/** A button whose action is asked about first, in the shared confirmation dialog. */
export function ConfirmButton({
  label,
  ariaLabel,
  variant = 'secondary',
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  failedTitle,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const go = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } catch (error) {
      // supabase-js's errors are plain objects: their message is the database's words all the same.
      toast({ title: failedTitle, description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }
  return (
    <>
      <Button variant={variant} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        busy={
          busy ? (
            <>
              <Spinner /> {busyLabel}
            </>
          ) : undefined
        }
        onConfirm={() => void go()}
        onCancel={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  )
}
