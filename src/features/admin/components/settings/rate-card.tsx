import type { ReactNode } from 'react'

/** One rate as a card: what it is on the left, its actions on the right (stacked under it on a phone). */
export function RateCard({ title, details, actions }: { title: string; details: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink/15 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-ink-muted">{details}</p>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  )
}

/** A settings section: its heading, what it does, its list and its form side by side on wide screens. */
export function SettingsSection({
  id,
  title,
  intro,
  list,
  form,
}: {
  id: string
  title: string
  intro: string
  list: ReactNode
  form: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-muted">{intro}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">{list}</div>
        <div className="min-w-0 rounded-2xl bg-brand-50 p-4 sm:p-6">{form}</div>
      </div>
    </section>
  )
}
