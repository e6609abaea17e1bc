import { Button } from '@/components/ui/button'
import { toast } from '@/stores/toast'

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
