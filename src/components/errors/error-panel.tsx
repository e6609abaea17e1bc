import type { ReactNode } from 'react'

interface ErrorPanelProps {
  title: string
  children: ReactNode
  /** Buttons or links that let the shopper recover (Try Again, Browse Other Spices...). */
  actions?: ReactNode
}

/** An in-page error message; announced as an alert when it appears. */
export function ErrorPanel({ title, children, actions }: ErrorPanelProps) {
  return (
    <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 p-6 text-center sm:p-10">
      <h2 className="text-2xl font-bold text-danger-700">{title}</h2>
      <div className="mx-auto mt-3 max-w-xl text-ink">{children}</div>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  )
}
