import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface PageShellProps {
  title: string
  lead?: ReactNode
  children?: ReactNode
  className?: string
}

/** The page's single h1, an optional lead paragraph, and the content column. */
export function PageShell({ title, lead, children, className }: PageShellProps) {
  return (
    <div className={cn('mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:py-14', className)}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{lead}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  )
}
