import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

interface ComingSoonProps {
  title: string
  description: string
}

/** A page whose content is still being written: says so, and offers the way home. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Coming soon</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Exciting content is being prepared for this page. {description} Check back soon!
      </p>
      <ButtonLink to={paths.home.getHref()} size="lg" className="mt-8">
        Back to Home
      </ButtonLink>
    </div>
  )
}
