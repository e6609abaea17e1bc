import { unacceptableMedia } from './errors.ts'

/** How the result is shaped: a JSON array, or one bare object (`vnd.pgrst.object+json`). */
export interface ResponseMedia {
  single: boolean
  stripNulls: boolean
}

interface MediaRange {
  type: string
  params: Map<string, string>
  q: number
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = []
  for (const part of header.split(',')) {
    const [typeRaw = '', ...paramParts] = part.split(';')
    const type = typeRaw.trim().toLowerCase()
    if (!type) continue
    const params = new Map<string, string>()
    let q = 1
    for (const pp of paramParts) {
      const eq = pp.indexOf('=')
      if (eq < 0) continue
      const k = pp.slice(0, eq).trim().toLowerCase()
      const v = pp
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, '')
      if (k === 'q') q = Number(v)
      else params.set(k, v)
    }
    if (q > 0) ranges.push({ type, params, q })
  }
  // Stable sort: the client's order decides between equal weights.
  return ranges.sort((a, b) => b.q - a.q)
}

/** Picks the response shape from `Accept`; 406 PGRST107 when nothing offered is JSON we produce. */
export function negotiate(accept: string | undefined): ResponseMedia {
  if (!accept || !accept.trim()) return { single: false, stripNulls: false }
  const ranges = parseAccept(accept)
  for (const r of ranges) {
    const stripNulls = r.params.get('nulls') === 'stripped'
    switch (r.type) {
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { single: true, stripNulls }
      case 'application/vnd.pgrst.array+json':
      case 'application/json':
      case 'application/*':
      case '*/*':
        return { single: false, stripNulls }
    }
  }
  throw unacceptableMedia(ranges.map((r) => r.type))
}
