import type { ReactNode } from 'react'
import { Seo } from '@/components/seo/seo'
import { Button } from '@/components/ui/button'
import { BackToBlog } from './back-to-blog'

interface PostUnavailableProps {
  title: string
  seoTitle: string
  children: ReactNode
  onRetry?: () => void
}

/** The page when there is no post to show: not found, withdrawn while open, or a failed load. */
export function PostUnavailable({ title, seoTitle, children, onRetry }: PostUnavailableProps) {
  return (
    <>
      <Seo
        title={seoTitle}
        description="This story is not available. More stories await on the CasaBite blog."
        noIndex
      />
      <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg text-ink-muted">{children}</div>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
          <BackToBlog />
        </div>
      </div>
    </>
  )
}
