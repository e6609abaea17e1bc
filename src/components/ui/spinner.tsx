/** A small turning ring in the text's colour (still when motion is reduced), with an optional spoken label. */
export function Spinner({ label }: { label?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  )
}
