/** A double-quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`
}

/** Collects statement parameters; `add` returns the `$n` placeholder of a value. */
export class Params {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A Postgres array literal (`{"a","b\"c"}`) of text items, every item quoted. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

/**
 * A cast target from the query string (`::text`, `::double precision`). The grammar only lets
 * letters, digits, `_`, `$` and spaces through, and it is only ever placed inside
 * `cast(... as <type>)`, where nothing but a type name parses.
 */
export function castType(type: string): string | null {
  return /^[A-Za-z_][A-Za-z0-9_$]*( [A-Za-z_][A-Za-z0-9_$]*)*$/.test(type) ? type : null
}
