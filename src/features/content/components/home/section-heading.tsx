interface SectionHeadingProps {
  id: string
  title: string
  lead: string
}

/** A home section's h2 and its one-line introduction. */
export function SectionHeading({ id, title, lead }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">{lead}</p>
    </div>
  )
}
