const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** `2026-01-20T09:00:00+00:00` -> `January 20, 2026` (UTC, so every visitor sees the same day). */
export function formatPostDate(publishedAt: string | null): string | undefined {
  if (!publishedAt) return undefined
  const date = new Date(publishedAt)
  return Number.isNaN(date.getTime()) ? undefined : longDate.format(date)
}
