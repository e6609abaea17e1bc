import type { ReactNode } from 'react'
import { Seo } from '@/components/seo/seo'

/** A section's title (its page's h1 and document title), with an optional lead. */
export function SectionHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-6">
      <Seo title={title} description="Your CasaBite orders, wishlist, addresses and Flavor Points." noIndex />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {lead ? <p className="mt-2 text-lg text-ink-muted">{lead}</p> : null}
    </header>
  )
}
