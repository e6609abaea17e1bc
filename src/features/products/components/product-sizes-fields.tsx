import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import type { ProductFormValues } from '../lib/product-form'

/** The props that tie an input to the form: id, validity, error description, and react-hook-form's register. */
export type ProductFieldProps = (
  name: FieldPath<ProductFormValues>,
  error?: string,
  fieldId?: string,
) => UseFormRegisterReturn & {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface ProductSizesFieldsProps {
  id: string
  control: Control<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  fieldProps: ProductFieldProps
}

/** The sizes (label, value, stock, price modifier), added and removed, and the default size. */
export function ProductSizesFields({ id, control, errors, fieldProps }: ProductSizesFieldsProps) {
  const sizes = useFieldArray({ control, name: 'available_sizes' })
  const valueError = (index: number) => errors.available_sizes?.[index]?.value?.message
  return (
    <fieldset className="rounded-2xl border border-brand-100 bg-white p-6">
      <legend className="px-2 text-lg font-bold">Sizes</legend>
      <p className="text-sm text-ink-muted">
        Stock per size; the price modifier is added to (or, negative, taken from) the base price.
      </p>
      <ul className="mt-4 space-y-4">
        {sizes.fields.map((size, index) => (
          <li key={size.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end">
            <Field id={`${id}-size-${index}-label`} label={`Size ${index + 1} Label`}>
              <input
                type="text"
                className={controlClass()}
                {...fieldProps(`available_sizes.${index}.label`, undefined, `${id}-size-${index}-label`)}
              />
            </Field>
            <Field id={`${id}-size-${index}-value`} label={`Size ${index + 1} Value`} error={valueError(index)}>
              <input
                type="text"
                className={controlClass()}
                {...fieldProps(`available_sizes.${index}.value`, valueError(index), `${id}-size-${index}-value`)}
              />
            </Field>
            <Field id={`${id}-size-${index}-stock`} label={`Size ${index + 1} Stock`}>
              <input
                type="number"
                step="1"
                className={controlClass()}
                {...fieldProps(`available_sizes.${index}.stock`, undefined, `${id}-size-${index}-stock`)}
              />
            </Field>
            <Field id={`${id}-size-${index}-price_modifier`} label={`Size ${index + 1} Price Modifier ($)`}>
              <input
                type="number"
                step="0.01"
                className={controlClass()}
                {...fieldProps(
                  `available_sizes.${index}.price_modifier`,
                  undefined,
                  `${id}-size-${index}-price_modifier`,
                )}
              />
            </Field>
            <Button variant="ghost" onClick={() => sizes.remove(index)} aria-label={`Remove size ${index + 1}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => sizes.append({ label: '', value: '', stock: '0', price_modifier: '0' })}
      >
        Add Size
      </Button>
      <div className="mt-6 max-w-xs">
        <Field id={`${id}-default_size`} label="Default Size" error={errors.default_size?.message}>
          <input type="text" className={controlClass()} {...fieldProps('default_size', errors.default_size?.message)} />
        </Field>
        <p className="mt-1 text-sm text-ink-muted">Must match one of the sizes&apos; values.</p>
      </div>
    </fieldset>
  )
}
