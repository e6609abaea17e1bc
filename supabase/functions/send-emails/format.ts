// How the mails write a payload's values: money as $0.00, and nothing for what is missing.
export const money = (value: unknown) => `$${Number(value ?? 0).toFixed(2)}`
export const text = (value: unknown) => (typeof value === 'string' ? value : '')
export const points = (value: unknown) => Number(value ?? 0)
/** Plain text as paragraphs (blank lines apart); React escapes each, so nobody's text becomes markup. */
export const paragraphs = (value: unknown) =>
  text(value)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
