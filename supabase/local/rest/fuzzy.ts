/** Levenshtein distance, for "Perhaps you meant ..." hints. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
    }
    prev = cur
  }
  return prev[b.length] as number
}

export function similarity(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  const longest = Math.max(x.length, y.length)
  return longest === 0 ? 1 : 1 - distance(x, y) / longest
}

/** The candidate most like `name` with at least `minScore` similarity (PostgREST uses 0.75 for names). */
export function closest(name: string, candidates: Iterable<string>, minScore = 0.75): string | null {
  let best: string | null = null
  let bestScore = minScore
  for (const c of candidates) {
    const s = similarity(name, c)
    if (s >= bestScore && (best === null || s > bestScore)) {
      best = c
      bestScore = s
    }
  }
  return best
}
