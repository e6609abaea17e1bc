import { errorMessage } from '@/lib/errors'
import type { ToastInput } from '@/stores/toast'

/** The address book's one failure toast, for saving and deleting alike (the spec's wording). */
export const addressFailedToast = (error: unknown): ToastInput => ({
  title: 'Error',
  description: errorMessage(error) || 'Could not save your address.',
  variant: 'destructive',
})
