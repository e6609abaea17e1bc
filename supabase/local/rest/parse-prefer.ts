import type { Preferences } from './types.ts'

/**
 * Parses `Prefer` (tokens arrive comma-joined in one header, with or without spaces). The last
 * value of a repeated preference wins; unknown tokens are kept for `handling=strict`.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const p: Preferences = { invalid: [] }
  if (!header) return p
  for (const raw of header.split(',')) {
    const token = raw.trim()
    if (!token) continue
    const eq = token.indexOf('=')
    const key = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase()
    const value = eq < 0 ? '' : token.slice(eq + 1).trim()
    switch (key) {
      case 'return':
        if (value === 'minimal' || value === 'representation' || value === 'headers-only') p.return = value
        else p.invalid.push(token)
        break
      case 'count':
        if (value === 'exact' || value === 'planned' || value === 'estimated') p.count = value
        else p.invalid.push(token)
        break
      case 'resolution':
        if (value === 'merge-duplicates' || value === 'ignore-duplicates') p.resolution = value
        else p.invalid.push(token)
        break
      case 'missing':
        if (value === 'default' || value === 'null') p.missing = value
        else p.invalid.push(token)
        break
      case 'handling':
        if (value === 'strict' || value === 'lenient') p.handling = value
        else p.invalid.push(token)
        break
      case 'max-affected':
        if (/^\d+$/.test(value)) p.maxAffected = Number(value)
        else p.invalid.push(token)
        break
      case 'timezone':
        if (value) p.timezone = value
        else p.invalid.push(token)
        break
      case 'tx':
        if (value === 'commit' || value === 'rollback') p.tx = value
        else p.invalid.push(token)
        break
      default:
        p.invalid.push(token)
    }
  }
  return p
}
