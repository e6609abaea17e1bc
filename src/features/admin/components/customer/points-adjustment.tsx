import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/stores/toast'
import { useAdjustPoints } from '../../api/get-admin-customer'
import { fieldAria } from '../../lib/form-rules'
import { pointsAdjustmentSchema, type PointsAdjustmentForm } from '../../lib/points-adjustment-form'

/** Adds or takes away Flavor Points with a reason (a ledger entry the customer sees too). */
export function PointsAdjustment({ userId }: { userId: string }) {
  const id = useId()
  const adjust = useAdjustPoints()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PointsAdjustmentForm>({
    resolver: zodResolver(pointsAdjustmentSchema),
    defaultValues: { points: '', reason: '' },
    reValidateMode: 'onSubmit',
  })
  const onValid = async (form: PointsAdjustmentForm) => {
    try {
      const balance = await adjust.mutateAsync({ userId, points: Number(form.points), reason: form.reason.trim() })
      toast({ title: 'Points Adjusted', description: `The balance is now ${balance} points.` })
      reset()
    } catch {
      // The mutation's meta announced it; what was typed stays in the form.
    }
  }
  const aria = (name: keyof PointsAdjustmentForm) =>
    fieldAria(id, name, errors[name]?.message, name === 'reason' ? `${id}-hint` : undefined)
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="mt-4 space-y-4 rounded-2xl bg-brand-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-bold">
        Adjust points
      </h3>
      <Field id={`${id}-points`} label="Points (+ to add, - to take away)" required error={errors.points?.message}>
        <input {...aria('points')} {...register('points')} inputMode="numeric" className={controlClass()} />
      </Field>
      <Field id={`${id}-reason`} label="Reason" required error={errors.reason?.message}>
        <input {...aria('reason')} {...register('reason')} maxLength={300} className={controlClass()} />
      </Field>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        The customer sees the reason in their points history.
      </p>
      <Button type="submit" disabled={adjust.isPending}>
        {adjust.isPending ? <Spinner /> : null}
        Adjust Points
      </Button>
    </form>
  )
}
