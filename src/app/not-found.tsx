import { Seo } from '@/components/seo/seo'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

export default function NotFoundRoute() {
  return (
    <>
      <Seo title="Page Not Found" description="This page doesn't exist. Head back to CasaBite's home page." noIndex />
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">404 - You've wandered off the spice trail!</h1>
        <p className="mt-4 text-lg text-ink-muted">
          The page you're looking for doesn't exist or has moved. Let's get you back to the good stuff.
        </p>
        <ButtonLink to={paths.home.getHref()} size="lg" className="mt-8">
          Back to Home
        </ButtonLink>
      </div>
    </>
  )
}
