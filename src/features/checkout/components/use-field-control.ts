import { useFormControl } from '@/components/ui/form/use-form-control'
import type { CheckoutField as FieldName } from '../lib/checkout-schema'

/** The error wiring and change handling every checkout control shares: editing a field clears its error. */
export const useFieldControl = (name: FieldName, mask?: (value: string) => string) =>
  useFormControl(name, 'checkout-', mask)
