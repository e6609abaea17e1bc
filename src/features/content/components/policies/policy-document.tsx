import type { ReactNode } from 'react'
import { policy } from '../../data/policy-facts'

export interface PolicySection {
  /** Anchor of the section, e.g. `refunds` for /returns-refunds#refunds. */
  id: string
  title: string
  content: ReactNode
}

interface PolicyDocumentProps {
  title: string
  intro: ReactNode
  sections: readonly PolicySection[]
  /** Links at the end of the document (contact, home...). */
  footer?: ReactNode
}

/** A legal page: its title, the last-updated date, a table of contents and numbered sections. */
export function PolicyDocument({ title, intro, sections, footer }: PolicyDocumentProps) {
  return (
    <article className="px-4 py-10 sm:px-6 lg:py-14">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-semibold text-ink-muted">Last updated: {policy.lastUpdated}</p>
        <div className="mt-6 space-y-4 text-lg text-ink-muted">{intro}</div>
      </div>
      <nav aria-label="Sections" className="mt-8 rounded-2xl border border-brand-100 bg-white p-5">
        <h2 className="font-sans text-sm font-bold tracking-wide text-ink-muted uppercase">On this page</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a className="text-brand-700 underline-offset-2 hover:underline" href={`#${section.id}`}>
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-6 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
            {index + 1}. {section.title}
          </h2>
          <div className="text-ink">{section.content}</div>
        </section>
      ))}
      {footer ? <div className="mt-12 border-t border-brand-100 pt-6">{footer}</div> : null}
    </article>
  )
}
