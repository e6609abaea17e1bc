import { lazy, Suspense, useState } from 'react'
import { FacetListsLoading } from './facet-lists-loading'

const FacetLists = lazy(() => import('./facet-lists').then((m) => ({ default: m.FacetLists })))

/**
 * The categories and cuisines a product may name (the shop's filters): add one, or rename one, which the
 * database carries into every product. A value in use cannot be removed, so there is no delete here.
 * Closed, it is a line: its lists, forms and their code load the first time it opens, not with the products.
 */
export function FacetListsManager() {
  const [opened, setOpened] = useState(false)
  return (
    <details
      className="mt-6 rounded-2xl border border-brand-100 p-4"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className="cursor-pointer font-semibold">Manage categories and cuisines</summary>
      {opened ? (
        <Suspense fallback={<FacetListsLoading />}>
          <FacetLists />
        </Suspense>
      ) : null}
    </details>
  )
}
