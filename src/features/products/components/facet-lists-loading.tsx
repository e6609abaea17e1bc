/** While the categories and cuisines (or their code) load. */
export function FacetListsLoading() {
  return (
    <p role="status" className="mt-3 text-ink-muted">
      Loading categories and cuisines...
    </p>
  )
}
