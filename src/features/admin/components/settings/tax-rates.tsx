import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { regionsOf } from '@/lib/countries'
import { toast } from '@/stores/toast'
import { useRemoveTaxRate, useSaveTaxRate, type TaxRate } from '../../api/shipping-tax-rates'
import {
  EVERYWHERE_ELSE,
  RATE_COUNTRIES,
  rateCountryName,
  regionName,
  taxRateSchema,
  type TaxRateForm,
} from '../../lib/rate-forms'
import { fieldAria } from '../../lib/form-rules'
import { ConfirmButton } from '@/components/ui/confirm-button'
import { RateCard, SettingsSection } from './rate-card'

const EMPTY: TaxRateForm = { country: 'US', region: '', rate_percent: '' }

const placeName = (rate: Pick<TaxRate, 'country' | 'region'>) =>
  rate.region === ''
    ? rateCountryName(rate.country)
    : `${regionName(rate.country, rate.region)}, ${rateCountryName(rate.country)}`

/** Tax per country and, in the US and Canada, per state or province: a percentage of the goods after discounts. */
export function TaxRates({ rates }: { rates: TaxRate[] }) {
  const id = useId()
  const save = useSaveTaxRate()
  const remove = useRemoveTaxRate()
  const formRef = useRef<HTMLFormElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    control,
    formState: { errors },
  } = useForm<TaxRateForm>({ resolver: zodResolver(taxRateSchema), defaultValues: EMPTY, reValidateMode: 'onSubmit' })
  const country = useWatch({ control, name: 'country' })
  const regions = regionsOf(country)

  const edit = (rate: TaxRate) => {
    reset({ country: rate.country, region: rate.region, rate_percent: String(Number(rate.rate_percent)) })
    formRef.current?.scrollIntoView({ block: 'nearest' })
    // After the reset has rendered, or the reset takes the focus back.
    requestAnimationFrame(() => setFocus('rate_percent'))
  }

  const onValid = async (form: TaxRateForm) => {
    const rate = { country: form.country, region: regionsOf(form.country) ? form.region : '' }
    try {
      await save.mutateAsync({ ...rate, rate_percent: Number(form.rate_percent) })
      toast({ title: 'Tax Rate Saved', description: `${placeName(rate)}: new orders use it now.` })
      reset(EMPTY)
    } catch {
      // The mutation's meta announced it; what was typed stays in the form.
    }
  }

  const fieldError = (name: keyof TaxRateForm) => errors[name]?.message
  const aria = (name: keyof TaxRateForm) => fieldAria(id, name, fieldError(name))

  return (
    <SettingsSection
      id={`${id}-heading`}
      title="Tax"
      intro="Tax as a percentage of the goods after discounts. A US state or Canadian province with its own rate uses it; otherwise the country's rate applies, then the Everywhere else rate."
      list={
        <ul className="space-y-3">
          {rates.map((rate) => {
            const name = placeName(rate)
            return (
              <RateCard
                key={`${rate.country}-${rate.region}`}
                title={name}
                details={`${Number(rate.rate_percent)}% tax`}
                actions={
                  <>
                    <Button variant="secondary" aria-label={`Edit tax for ${name}`} onClick={() => edit(rate)}>
                      Edit
                    </Button>
                    {rate.country === EVERYWHERE_ELSE ? null : (
                      <ConfirmButton
                        label="Remove"
                        ariaLabel={`Remove tax for ${name}`}
                        title={`Remove tax for ${name}?`}
                        confirmLabel="Remove Rate"
                        busyLabel="Removing..."
                        failedTitle="Remove Failed"
                        onConfirm={async () => {
                          await remove.mutateAsync(rate)
                          toast({ title: 'Tax Rate Removed', description: `${name} now pays the next broader rate.` })
                        }}
                      >
                        <p>New orders to {name} will pay the country&apos;s rate, or the Everywhere else rate.</p>
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
          <h3 className="text-lg font-bold">Set a tax rate</h3>
          <Field id={`${id}-country`} label="Country" required error={fieldError('country')}>
            <select
              {...aria('country')}
              {...register('country', { onChange: () => setValue('region', '') })}
              className={controlClass('light', 'min-h-11')}
            >
              {RATE_COUNTRIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </Field>
          {regions ? (
            <Field id={`${id}-region`} label="State or province" error={fieldError('region')}>
              <select {...aria('region')} {...register('region')} className={controlClass('light', 'min-h-11')}>
                <option value="">Whole country</option>
                {regions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <Field id={`${id}-rate_percent`} label="Tax rate (%)" required error={fieldError('rate_percent')}>
            <input
              {...aria('rate_percent')}
              {...register('rate_percent')}
              inputMode="decimal"
              className={controlClass()}
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            Save Tax Rate
          </Button>
        </form>
      }
    />
  )
}
