/** Cuts at a word boundary and ends with an ellipsis, never longer than `max` characters in all. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`
}
