import { useEffect, useId, useState } from 'react'

/** How long typing may pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300

interface SearchBoxProps {
  /** The committed term (from the URL). */
  value: string
  onSearch: (term: string) => void
}

/**
 * The shop's search field. What the shopper types is committed after a short pause (or at once on Enter);
 * a term changed from elsewhere (Clear Filters & See All, a link) replaces the text, but the shopper's own
 * commits coming back from the URL never overwrite what they have typed since.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [committed, setCommitted] = useState(value)
  const [seenValue, setSeenValue] = useState(value)

  if (value !== seenValue) {
    setSeenValue(value)
    if (value !== committed) {
      setCommitted(value)
      setDraft(value)
    }
  }

  const commit = (text: string) => {
    const term = text.trim()
    if (term === committed) return
    setCommitted(term)
    onSearch(term)
  }

  useEffect(() => {
    if (draft.trim() === committed) return
    const timer = setTimeout(() => {
      const term = draft.trim()
      setCommitted(term)
      onSearch(term)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, committed, onSearch])

  return (
    <form
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault()
        commit(draft)
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search spices
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={20}
        height={20}
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Search by name or description"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="min-h-11 w-full rounded-full border border-brand-200 bg-white py-2 pr-4 pl-11 text-base placeholder:text-ink-muted focus-visible:border-brand-600"
      />
    </form>
  )
}
