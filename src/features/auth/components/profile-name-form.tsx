import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { useAuth } from '@/lib/auth'
import { toast } from '@/stores/toast'
import { useUpdateProfileName } from '../api/update-profile-name'
import { NAME_MAX, profileNameSchema, type ProfileName, type ProfileNameInput } from '../lib/profile-name-schema'

const fields = [
  { name: 'firstName', id: 'first-name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', id: 'last-name', label: 'Last Name', autoComplete: 'family-name' },
] as const

/** First and last name, saved to the customer's profile. */
export function ProfileNameForm({ userId }: { userId: string }) {
  const { profile } = useAuth()
  const update = useUpdateProfileName()
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ProfileNameInput, unknown, ProfileName>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { firstName: profile?.first_name ?? '', lastName: profile?.last_name ?? '' },
    reValidateMode: 'onSubmit',
  })

  const onValid = ({ firstName, lastName }: ProfileName) =>
    update.mutate(
      { userId, firstName, lastName },
      {
        onSuccess: () => toast({ title: 'Profile Updated', description: 'Your name has been saved.' }),
      },
    )

  return (
    <section aria-labelledby="profile-name" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="profile-name" className="text-xl font-bold">
        Name
      </h2>
      <form
        noValidate
        className="mt-4 grid max-w-md gap-4"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-labelledby="profile-name"
      >
        {fields.map(({ name, id, label, autoComplete }) => {
          const error = errors[name]?.message
          return (
            <Field key={name} id={id} label={label} error={error}>
              <input
                id={id}
                className={controlClass()}
                autoComplete={autoComplete}
                maxLength={NAME_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(name, { onChange: () => clearErrors(name) })}
              />
            </Field>
          )
        })}
        <Button type="submit" className="justify-self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Name'}
        </Button>
      </form>
    </section>
  )
}
