import type { ToastInput } from '@/stores/toast'
import { errorMessage } from './errors'

/** A mutation's `meta.errorToast` that names what failed and says why in the error's own words. */
export function failureToast(title: string): (error: unknown) => ToastInput {
  return (error) => ({ title, description: errorMessage(error), variant: 'destructive' })
}
