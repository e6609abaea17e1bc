import { isPgError } from '../db/index.ts'

/** An error answered with PostgREST's JSON body `{code, details, hint, message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | object[] | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** PGRST100: the query string does not parse. `column` is 1-based, as Parsec reports it. */
export function queryParseError(what: string, input: string, column: number, details: string): ApiError {
  return new ApiError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, details)
}

export function invalidBody(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST102', message, details)
}

export function invalidRange(details: string): ApiError {
  return new ApiError(416, 'PGRST103', 'Requested range not satisfiable', details)
}

export function invalidSchema(schema: string, exposed: string[]): ApiError {
  return new ApiError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  )
}

export function unacceptableMedia(types: string[]): ApiError {
  return new ApiError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`)
}

export function notEmbedded(resource: string): ApiError {
  return new ApiError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  )
}

export function singularityError(rows: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
}

export function unsupportedMethod(method: string): ApiError {
  return new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

export function invalidRpcMethod(method: string): ApiError {
  return new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
}

export function relatedOrderNotToOne(origin: string, target: string): ApiError {
  return new ApiError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  )
}

export function spreadNotToOne(origin: string, target: string): ApiError {
  return new ApiError(
    400,
    'PGRST119',
    `A spread operation on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  )
}

export function unacceptableFilter(target: string): ApiError {
  return new ApiError(
    400,
    'PGRST120',
    `Bad operator on the '${target}' embedded resource`,
    'Only is null or not is null filters are allowed on embedded resources',
  )
}

export function invalidPreferences(prefs: string[]): ApiError {
  return new ApiError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  )
}

export function maxAffectedViolation(rows: number): ApiError {
  return new ApiError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  )
}

export function invalidPath(): ApiError {
  return new ApiError(404, 'PGRST125', 'Invalid path specified in request URL')
}

export function noRelationship(
  parent: string,
  child: string,
  schema: string,
  hint: string | undefined,
  suggestion: string | null,
): ApiError {
  return new ApiError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
    suggestion,
  )
}

export function ambiguousRelationship(parent: string, child: string, details: object[], hint: string): ApiError {
  return new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    details,
    hint,
  )
}

export function noFunction(schema: string, name: string, args: string[], suggestion: string | null): ApiError {
  const sig = args.length ? `(${args.join(', ')})` : ' without parameters'
  const searched = args.length
    ? ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`
    : ' without parameters'
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${sig} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    suggestion,
  )
}

export function ambiguousFunction(signatures: string[]): ApiError {
  return new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  )
}

export function unknownBodyColumn(relation: string, column: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`)
}

export function noTable(schema: string, name: string, suggestion: string | null): ApiError {
  return new ApiError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  )
}

/** What Postgres itself says for an unknown column; answered before any SQL runs. */
export function undefinedColumn(relation: string, column: string): ApiError {
  return new ApiError(400, '42703', `column ${relation}.${column} does not exist`)
}

/** hosted Supabase loads pg-safeupdate for the API role: PATCH/DELETE need a filter. */
export function missingWhere(command: 'UPDATE' | 'DELETE'): ApiError {
  return new ApiError(400, '21000', `${command} requires a WHERE clause`)
}

/**
 * PostgREST hands the body (and filter operands) to Postgres as text, and Postgres's recursive JSON
 * parser refuses nesting past max_stack_depth with 54001, which PostgREST answers 500 ("too
 * complex"). The stack gives that answer itself past MAX_JSON_DEPTH, below the depth at which PGlite
 * would stop answering (a Postgres with a smaller stack, in effect).
 */
export function tooDeep(): ApiError {
  return new ApiError(
    500,
    '54001',
    'stack depth limit exceeded',
    null,
    'Increase the configuration parameter "max_stack_depth" (currently 2048kB), after ensuring the platform\'s stack depth limit is adequate.',
  )
}

/** PostgREST's `mapSQLtoHTTP` (Error.hs): the HTTP status of a Postgres error. */
export function statusForSqlState(code: string, message: string, anon: boolean): number {
  if (code.startsWith('08')) return 503
  if (code.startsWith('09')) return 500
  if (code.startsWith('0L') || code.startsWith('0P')) return 403
  switch (code) {
    case '23503':
    case '23505':
      return 409
    case '25006':
      return 405
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
    case '53400':
      return 500
    case '57P01':
      return 503
    case 'P0001':
      return 400
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404
    case '42P01':
      return 404
    case '42P17':
      return 500
    case '42501':
      return anon ? 401 : 403
  }
  const cls = code.slice(0, 2)
  if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX'].includes(cls)) return 500
  if (cls === '28') return 403
  if (cls === '53') return 503
  if (cls === 'P0') return 500
  if (cls === 'PT') {
    const n = Number(code.slice(2))
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500
  }
  return 400
}

/** Turns anything thrown while answering into PostgREST's error response. */
export function toApiError(e: unknown, anon: boolean): ApiError {
  if (e instanceof ApiError) return e
  if (isPgError(e) && e.code) {
    const code = e.code
    const status = statusForSqlState(code, e.message, anon)
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
    return new ApiError(status, code, e.message, e.detail || null, e.hint || null, headers)
  }
  const message = e instanceof Error ? e.message : String(e)
  return new ApiError(500, 'PGRSTX00', 'Internal error', message)
}
