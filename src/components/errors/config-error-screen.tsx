import { site } from '@/config/site'

/** Full-page screen for a build without a valid Supabase configuration (rendered outside the router). */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-cream px-4 py-16">
      <div role="alert" className="max-w-xl rounded-2xl border border-danger-700/30 bg-white p-8 text-center shadow-sm">
        <h1 className="text-3xl font-bold text-danger-700">Application Configuration Error</h1>
        <p className="mt-4 text-ink">{message}</p>
        <p className="mt-6 text-ink-muted">
          If this keeps happening, please contact us at{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          .
        </p>
      </div>
    </main>
  )
}
