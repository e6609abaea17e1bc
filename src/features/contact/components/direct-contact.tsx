import { site } from '@/config/site'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2'

/** The shop's support address, phone number and (appointment-only) office. */
export function DirectContact() {
  return (
    <section aria-labelledby="direct-contact-heading" className="rounded-3xl bg-brand-50 p-6 sm:p-8">
      <h2 id="direct-contact-heading" className="text-2xl font-bold">
        Direct Contact
      </h2>
      <p className="mt-2 text-ink-muted">Prefer to reach us directly? We&apos;re here Monday to Friday.</p>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-bold tracking-wide text-ink-muted uppercase">Email</dt>
          <dd className="mt-1">
            <a className={linkClass} href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-bold tracking-wide text-ink-muted uppercase">Phone</dt>
          <dd className="mt-1">
            <a className={linkClass} href={site.phoneHref}>
              {site.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-bold tracking-wide text-ink-muted uppercase">Office</dt>
          <dd className="mt-1 text-ink">
            <address className="not-italic">{site.address}</address>
          </dd>
        </div>
      </dl>
    </section>
  )
}
