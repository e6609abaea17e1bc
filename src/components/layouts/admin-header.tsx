import type { ReactNode } from 'react'

/** An admin screen's heading row: the h1 and, on the right, its actions. */
export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  )
}

/** An admin detail screen while its record loads: the heading, its actions and a status line. */
export function AdminLoading({ title, actions, what }: { title: string; actions?: ReactNode; what: string }) {
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title={title} actions={actions} />
      <p role="status" className="mt-6 text-ink-muted">
        Loading {what}...
      </p>
    </div>
  )
}
