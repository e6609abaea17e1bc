/** One CSV field: quoted when it holds a comma, quote or line break (quotes doubled), as RFC 4180 asks. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** Rows as CSV text with CRLF line ends, the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}
