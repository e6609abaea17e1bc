import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

export function GuardLoading() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <span
          aria-hidden="true"
          className="size-8 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin"
        />
        Loading Admin Area...
      </p>
    </main>
  )
}

export function GuardScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </main>
  )
}

export function SecondFactorUnavailable() {
  return (
    <GuardScreen title="Admin Area Unavailable">
      <p role="alert" className="max-w-md text-ink-muted">
        Could not check your two-factor authentication. Please try again later.
      </p>
      <ButtonLink to={paths.home.getHref()}>Go to Homepage</ButtonLink>
    </GuardScreen>
  )
}
