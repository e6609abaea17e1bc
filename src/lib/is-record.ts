/** A plain object (not null, not an array): safe to read properties of untrusted JSON from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
