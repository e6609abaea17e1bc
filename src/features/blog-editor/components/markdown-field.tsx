import { useDeferredValue, useMemo, type ComponentProps } from 'react'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { POST_BODY_CLASSES } from '@/components/ui/post-body-classes'
import { renderMarkdown } from '../lib/markdown'

interface MarkdownFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  id: string
  /** The text as typed (for the preview). */
  value: string
  error?: string
}

/**
 * The body in Markdown beside a live preview of what readers will see (the same rendering and sanitising
 * as the save). Side by side on wide screens, one above the other on a phone: no tabs to switch.
 */
export function MarkdownField({ id, value, error, ...textarea }: MarkdownFieldProps) {
  // Typing stays quick on a long post: the preview catches up when React has time.
  const deferred = useDeferredValue(value)
  const html = useMemo(() => renderMarkdown(deferred), [deferred])
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div>
        <Field id={id} label="Body (Markdown)" error={error}>
          <textarea
            rows={18}
            className={controlClass('light', 'font-mono text-sm')}
            {...textarea}
            id={id}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
        </Field>
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          # Heading, **bold**, *italic*, - list item, [link text](https://...). The title is the page&apos;s heading, so
          # gives the body&apos;s first level. Scripts and unsafe links are removed.
        </p>
      </div>
      <section aria-labelledby={`${id}-preview`} className="min-w-0">
        <h2 id={`${id}-preview`} className="font-semibold">
          Preview
        </h2>
        <div className="mt-1.5 rounded-xl border border-ink-muted/40 bg-cream/40 p-4">
          {html ? (
            <div
              className={POST_BODY_CLASSES}
              data-testid="markdown-preview"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="text-ink-muted">Nothing to preview yet.</p>
          )}
        </div>
      </section>
    </div>
  )
}
