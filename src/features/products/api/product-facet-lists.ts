import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { invalidateProducts } from '@/lib/invalidate-products'
import { adminKeys } from '@/lib/query-keys'
import { db } from '@/lib/supabase'

/** The managed lists a product's facets must name (RLS: only admins read and write them). */
export type FacetList = 'product_categories' | 'product_cuisines'

export interface FacetLists {
  categories: string[]
  cuisines: string[]
}

async function getFacetList(list: FacetList, signal: AbortSignal): Promise<string[]> {
  const { data, error } = await db.from(list).select('name').order('name').abortSignal(signal)
  if (error) throw error
  return data.map((row) => row.name)
}

async function getFacetLists(signal: AbortSignal): Promise<FacetLists> {
  const [categories, cuisines] = await Promise.all([
    getFacetList('product_categories', signal),
    getFacetList('product_cuisines', signal),
  ])
  return { categories, cuisines }
}

export const facetListsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.facetLists(),
    queryFn: ({ signal }) => getFacetLists(signal),
  })

export function useFacetLists() {
  return useQuery(facetListsQueryOptions())
}

export type FacetListChange = { list: FacetList; name: string } & ({ kind: 'add' } | { kind: 'rename'; from: string })

/** Adds a value, or renames one: the database carries a rename into every product that names it. */
async function changeFacetList(change: FacetListChange): Promise<void> {
  const name = change.name.trim()
  const { error } =
    change.kind === 'add'
      ? await db.from(change.list).insert({ name })
      : await db.from(change.list).update({ name }).eq('name', change.from)
  if (error) throw error
}

export function useChangeFacetList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeFacetList,
    // A rename changes products, so the shop's filters and pages as well as the admin lists.
    onSuccess: () => invalidateProducts(queryClient),
  })
}
