import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/stores/toast'
import { useRemoveShippingRate, useSaveShippingRate, type ShippingRate } from '../../api/shipping-tax-rates'
import { money } from '../../lib/format'
import { amountText, fieldAria } from '../../lib/form-rules'
import {
  EVERYWHERE_ELSE,
  RATE_COUNTRIES,
  rateCountryName,
  shippingRateSchema,
  type ShippingRateForm,
} from '../../lib/rate-forms'
import { ConfirmButton } from '@/components/ui/confirm-button'
import { RateCard, SettingsSection } from './rate-card'

const EMPTY: ShippingRateForm = { country: 'US', flat_rate: '', free_over: '' }

const describe = (rate: ShippingRate) =>
  `${money(rate.flat_rate)} per order` +
  (rate.free_over == null ? ', never free' : `, free from ${money(rate.free_over)}`)

/** Shipping per destination country: a flat rate per order, free over a threshold if the owner sets one. */
export function ShippingRates({ rates }: { rates: ShippingRate[] }) {
  const id = useId()
  const save = useSaveShippingRate()
  const remove = useRemoveShippingRate()
  const formRef = useRef<HTMLFormElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ShippingRateForm>({
    resolver: zodResolver(shippingRateSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  })

  const edit = (rate: ShippingRate) => {
    reset({ country: rate.country, flat_rate: amountText(rate.flat_rate), free_over: amountText(rate.free_over) })
    formRef.current?.scrollIntoView({ block: 'nearest' })
    // After the reset has rendered, or the reset takes the focus back.
    requestAnimationFrame(() => setFocus('flat_rate'))
  }

  const onValid = async (form: ShippingRateForm) => {
    try {
      await save.mutateAsync({
        country: form.country,
        flat_rate: Number(form.flat_rate),
        free_over: form.free_over === '' ? null : Number(form.free_over),
      })
      toast({ title: 'Shipping Rate Saved', description: `${rateCountryName(form.country)}: new orders use it now.` })
      reset(EMPTY)
    } catch {
      // The mutation's meta announced it; what was typed stays in the form.
    }
  }

  const fieldError = (name: keyof ShippingRateForm) => errors[name]?.message
  const aria = (name: keyof ShippingRateForm) => fieldAria(id, name, fieldError(name))

  return (
    <SettingsSection
      id={`${id}-heading`}
      title="Shipping"
      intro="What an order costs to ship, by destination country. Countries without a rate of their own pay the Everywhere else rate. Orders already placed keep what they were charged."
      list={
        <ul className="space-y-3">
          {rates.map((rate) => {
            const name = rateCountryName(rate.country)
            return (
              <RateCard
                key={rate.country}
                title={name}
                details={describe(rate)}
                actions={
                  <>
                    <Button variant="secondary" aria-label={`Edit shipping for ${name}`} onClick={() => edit(rate)}>
                      Edit
                    </Button>
                    {rate.country === EVERYWHERE_ELSE ? null : (
                      <ConfirmButton
                        label="Remove"
                        ariaLabel={`Remove shipping for ${name}`}
                        title={`Remove shipping for ${name}?`}
                        confirmLabel="Remove Rate"
                        busyLabel="Removing..."
                        failedTitle="Remove Failed"
                        onConfirm={async () => {
                          await remove.mutateAsync(rate.country)
                          toast({
                            title: 'Shipping Rate Removed',
                            description: `${name} now pays the Everywhere else rate.`,
                          })
                        }}
                      >
                        <p>New orders to {name} will pay the Everywhere else rate.</p>
                      </ConfirmButton>
                    )}
                  </>
                }
              />
            )
          })}
        </ul>
      }
      form={
        <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
          <h3 className="text-lg font-bold">Set a shipping rate</h3>
          <Field id={`${id}-country`} label="Destination" required error={fieldError('country')}>
            <select {...aria('country')} {...register('country')} className={controlClass('light', 'min-h-11')}>
              {RATE_COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-flat_rate`} label="Flat rate per order ($)" required error={fieldError('flat_rate')}>
            <input {...aria('flat_rate')} {...register('flat_rate')} inputMode="decimal" className={controlClass()} />
          </Field>
          <Field id={`${id}-free_over`} label="Free shipping from ($, optional)" error={fieldError('free_over')}>
            <input {...aria('free_over')} {...register('free_over')} inputMode="decimal" className={controlClass()} />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            Save Shipping Rate
          </Button>
        </form>
      }
    />
  )
}
