import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { useAuth } from '@/lib/auth'
import { errorMessage } from '@/lib/errors'
import { toast } from '@/stores/toast'
import { useUpdateProfileName } from '../api/update-profile-name'

/** The database allows names of up to 80 characters. */
const NAME_MAX = 80

/** First and last name, saved to the customer's profile. */
export function ProfileNameForm({ userId }: { userId: string }) {
  const { profile } = useAuth()
  const [firstName, setFirstName] = useState(profile?.first_name ?? '')
  const [lastName, setLastName] = useState(profile?.last_name ?? '')
  const update = useUpdateProfileName()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { userId, firstName, lastName },
      {
        onSuccess: () => toast({ title: 'Profile Updated', description: 'Your name has been saved.' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error) || 'Failed to update your name.',
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <section aria-labelledby="profile-name" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="profile-name" className="text-xl font-bold">
        Name
      </h2>
      <form className="mt-4 grid max-w-md gap-4" onSubmit={onSubmit} aria-labelledby="profile-name">
        <Field id="first-name" label="First Name">
          <input
            id="first-name"
            className={controlClass()}
            autoComplete="given-name"
            maxLength={NAME_MAX}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </Field>
        <Field id="last-name" label="Last Name">
          <input
            id="last-name"
            className={controlClass()}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Name'}
        </Button>
      </form>
    </section>
  )
}

/** Two-factor sign-in is not offered yet (spec §2: an alert says so). */
export function TwoFactorSetup() {
  return (
    <section aria-labelledby="two-factor" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="two-factor" className="text-xl font-bold">
        Two-Factor Authentication
      </h2>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => toast({ title: 'Coming Soon', description: 'Two-factor authentication setup is coming soon.' })}
      >
        Set Up Two-Factor Authentication
      </Button>
    </section>
  )
}
