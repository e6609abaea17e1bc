import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/stores/toast'
import { isTakenCodeError, useCreatePromoCode, useUpdatePromoCode, type PromoCode } from '../../api/promo-codes'
import {
  formToPromoCode,
  NEW_PROMO_CODE,
  promoCodeSchema,
  promoCodeToForm,
  type PromoCodeForm as FormValues,
} from '../../lib/promo-code-form'
import { fieldAria } from '../../lib/form-rules'

interface PromoCodeFormProps {
  /** The code to edit; none for a new one. */
  promo?: PromoCode
  onDone: () => void
}

/** Create or edit a promo code. The code's text is fixed once made (orders name it), so editing leaves it as it is. */
export function PromoCodeForm({ promo, onDone }: PromoCodeFormProps) {
  const id = useId()
  const create = useCreatePromoCode()
  const update = useUpdatePromoCode()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(promoCodeSchema),
    defaultValues: promo ? promoCodeToForm(promo) : NEW_PROMO_CODE,
    reValidateMode: 'onSubmit',
  })
  const kind = useWatch({ control, name: 'discount_type' })
  const saving = create.isPending || update.isPending

  useEffect(() => setFocus(promo ? 'description' : 'code'), [promo, setFocus])

  const onValid = async (form: FormValues) => {
    const fields = formToPromoCode(form)
    try {
      if (promo) await update.mutateAsync(fields)
      else await create.mutateAsync(fields)
      toast({ title: promo ? 'Promo Code Saved' : 'Promo Code Created', description: `${fields.code} is saved.` })
      onDone()
    } catch (error) {
      // A taken code is said on its field; any other failure the mutation's meta announced. What was typed stays.
      if (isTakenCodeError(error))
        setError('code', { message: `${fields.code} already exists. Choose another code.` }, { shouldFocus: true })
    }
  }

  const fieldError = (name: keyof FormValues) => errors[name]?.message
  const aria = (name: keyof FormValues) => fieldAria(id, name, fieldError(name))

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="mt-6 rounded-2xl bg-brand-50 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {promo ? `Edit ${promo.code}` : 'New Promo Code'}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-code`} label="Code" required error={fieldError('code')}>
          <input
            {...aria('code')}
            {...register('code')}
            readOnly={Boolean(promo)}
            autoCapitalize="characters"
            className={controlClass('light', 'uppercase read-only:bg-brand-50')}
          />
        </Field>
        <Field id={`${id}-description`} label="Description" required error={fieldError('description')}>
          <input {...aria('description')} {...register('description')} className={controlClass()} />
        </Field>
        <Field id={`${id}-discount_type`} label="Kind of discount" required>
          <select
            {...aria('discount_type')}
            {...register('discount_type')}
            className={controlClass('light', 'min-h-11')}
          >
            <option value="percent">Percent off the subtotal</option>
            <option value="fixed">Fixed amount off</option>
          </select>
        </Field>
        <Field
          id={`${id}-discount_value`}
          label={kind === 'percent' ? 'Percent off (%)' : 'Amount off ($)'}
          required
          error={fieldError('discount_value')}
        >
          <input
            {...aria('discount_value')}
            {...register('discount_value')}
            inputMode="decimal"
            className={controlClass()}
          />
        </Field>
        <Field id={`${id}-min_subtotal`} label="Minimum subtotal ($)" required error={fieldError('min_subtotal')}>
          <input
            {...aria('min_subtotal')}
            {...register('min_subtotal')}
            inputMode="decimal"
            className={controlClass()}
          />
        </Field>
        <Field id={`${id}-max_uses`} label="Maximum uses (optional)" error={fieldError('max_uses')}>
          <input {...aria('max_uses')} {...register('max_uses')} inputMode="numeric" className={controlClass()} />
        </Field>
        <Field id={`${id}-starts_at`} label="Starts (optional)" error={fieldError('starts_at')}>
          <input type="datetime-local" {...aria('starts_at')} {...register('starts_at')} className={controlClass()} />
        </Field>
        <Field id={`${id}-ends_at`} label="Ends (optional)" error={fieldError('ends_at')}>
          <input type="datetime-local" {...aria('ends_at')} {...register('ends_at')} className={controlClass()} />
        </Field>
      </div>
      <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" {...register('is_active')} className="size-5 accent-brand-700" />
        Active (shoppers can use it)
      </label>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : null}
          {promo ? 'Save Changes' : 'Create Promo Code'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
