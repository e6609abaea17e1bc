import { useId, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { adminPaths } from '@/config/admin-paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { AdminHeader } from '@/components/layouts/admin-header'
import { SearchField } from '@/components/ui/form/search-field'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { toast } from '@/stores/toast'
import { useAdminProducts, type AdminProductListRow } from '../api/get-admin-products'
import { useSetProductsActive } from '../api/set-products-active'
import { isProductSort, PRODUCT_SORTS, productListView, type ProductSort } from '../lib/product-list'
import { FacetListsManager } from './facet-lists-manager'
import { ProductActions, ProductActive, ProductId, ProductName, ProductPrice, ProductStock } from './product-list-parts'

// Narrower padding than the other admin tables: nine columns fit 1280 px beside the sidebar.
const thClass = 'border-b border-ink/20 px-2 py-2 font-semibold'
const tdClass = 'border-b border-ink/10 px-2 py-2 align-top'

const HEADERS = ['ID', 'Category', 'Cuisine', 'Price', 'Inventory', 'Active'] as const

/** Tailwind's `md`: the table from here up, the cards below. */
const WIDE = '(min-width: 48rem)'

/** Every product, active or not: searched, sorted and paged here; edit and delete per row, (de)activate in bulk. */
export function ProductList() {
  const id = useId()
  const products = useAdminProducts()
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ProductSort>('name-asc')
  const [page, setPage] = useState(1)

  return (
    <div className="p-4 sm:p-8">
      <AdminHeader
        title="Products"
        actions={<ButtonLink to={adminPaths.newProduct.getHref()}>Add New Product</ButtonLink>}
      />
      <FacetListsManager />
      <div className="mt-6 flex flex-wrap gap-4">
        <SearchField
          id={`${id}-search`}
          label="Search products"
          value={search}
          onChange={(value) => {
            setSearch(value)
            setPage(1)
          }}
        />
        <div>
          <label htmlFor={`${id}-sort`} className="font-semibold">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              if (isProductSort(event.target.value)) setSort(event.target.value)
            }}
            className={controlClass('light', 'min-h-11')}
          >
            {Object.entries(PRODUCT_SORTS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {products.isPending ? (
        <p role="status" className="mt-6 text-ink-muted">
          Loading products...
        </p>
      ) : products.isError ? (
        <LoadError what="products" error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductTable rows={products.data} search={search} sort={sort} page={page} onPage={setPage} />
      )}
    </div>
  )
}

interface ProductTableProps {
  rows: AdminProductListRow[]
  search: string
  sort: ProductSort
  page: number
  onPage: (page: number) => void
}

function ProductTable({ rows, search, sort, page, onPage }: ProductTableProps) {
  const view = productListView(rows, search, sort, page)
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  // Only what is on this page counts: a selection never acts on rows the admin cannot see.
  const selected = view.rows.filter((row) => picked.has(row.id))
  const allSelected = view.rows.length > 0 && selected.length === view.rows.length
  const toggle = (rowId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current)
      if (on) next.add(rowId)
      else next.delete(rowId)
      return next
    })
  const toggleAll = (on: boolean) => setPicked(on ? new Set(view.rows.map((row) => row.id)) : new Set())
  // One layout in the DOM, not both with one hidden by CSS: each row's parts (its delete dialog and mutation
  // included) rendered twice made the list's first render the page's longest task on a phone.
  const wide = useMediaQuery(WIDE)

  if (view.total === 0) {
    return (
      <div className="mt-10 text-center">
        <h2 className="text-xl font-bold">No Products Found</h2>
        <p className="mt-2 text-ink-muted">
          {search.trim() ? 'No product matches your search.' : 'Add your first product to get started.'}
        </p>
      </div>
    )
  }
  return (
    <>
      <BulkBar selected={selected} onDone={() => setPicked(new Set())} />
      {wide ? (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Products</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                <input
                  type="checkbox"
                  className="size-5"
                  aria-label="Select all products on this page"
                  checked={allSelected}
                  onChange={(event) => toggleAll(event.target.checked)}
                />
              </th>
              <th scope="col" className={thClass}>
                Name
              </th>
              {HEADERS.map((header) => (
                <th key={header} scope="col" className={thClass}>
                  {header}
                </th>
              ))}
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.id}>
                <td className={tdClass}>
                  <SelectBox row={row} checked={picked.has(row.id)} onToggle={toggle} />
                </td>
                <td className={tdClass}>
                  <ProductName row={row} />
                </td>
                <td className={tdClass}>
                  <ProductId row={row} />
                </td>
                <td className={tdClass}>{row.category_type}</td>
                <td className={tdClass}>{row.cuisine}</td>
                <td className={tdClass}>
                  <ProductPrice row={row} />
                </td>
                <td className={tdClass}>
                  <ProductStock row={row} />
                </td>
                <td className={tdClass}>
                  <ProductActive row={row} />
                </td>
                <td className={tdClass}>
                  <ProductActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul aria-label="Products" className="mt-4 space-y-3">
          {view.rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-brand-100 bg-white p-4">
              <ProductCard row={row} checked={picked.has(row.id)} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={view.page} totalPages={view.totalPages} onPage={onPage} />
    </>
  )
}

interface SelectBoxProps {
  row: AdminProductListRow
  checked: boolean
  onToggle: (rowId: string, on: boolean) => void
}

function SelectBox({ row, checked, onToggle }: SelectBoxProps) {
  return (
    <input
      type="checkbox"
      className="size-5"
      aria-label={`Select ${row.product_name}`}
      checked={checked}
      onChange={(event) => onToggle(row.id, event.target.checked)}
    />
  )
}

/** A phone's line: the same facts as a table row, stacked. */
function ProductCard(props: SelectBoxProps) {
  const { row } = props
  return (
    <article aria-label={row.product_name} className="space-y-3">
      <div className="flex items-start gap-3">
        <SelectBox {...props} />
        <div className="min-w-0 flex-1">
          <ProductName row={row} />
        </div>
        <ProductActive row={row} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">Price</dt>
        <dd>
          <ProductPrice row={row} />
        </dd>
        <dt className="text-ink-muted">Inventory</dt>
        <dd>
          <ProductStock row={row} />
        </dd>
        <dt className="text-ink-muted">Category</dt>
        <dd>{row.category_type}</dd>
        <dt className="text-ink-muted">Cuisine</dt>
        <dd>{row.cuisine}</dd>
        <dt className="text-ink-muted">ID</dt>
        <dd>
          <ProductId row={row} />
        </dd>
      </dl>
      <ProductActions row={row} />
    </article>
  )
}

/** Activate or deactivate the selected products at once (RLS: admins only). */
function BulkBar({ selected, onDone }: { selected: AdminProductListRow[]; onDone: () => void }) {
  const setActive = useSetProductsActive()
  const none = selected.length === 0
  const run = async (active: boolean) => {
    try {
      const count = await setActive.mutateAsync({ ids: selected.map((row) => row.id), active })
      const noun = count === 1 ? 'product' : 'products'
      toast({
        title: 'Products Updated',
        description: active ? `${count} ${noun} activated.` : `${count} ${noun} deactivated.`,
      })
      onDone()
    } catch {
      // The mutation's meta announced it; the selection stays for another try.
    }
  }
  return (
    <div role="group" aria-label="Selected products" className="mt-6 flex flex-wrap items-center gap-3">
      <p aria-live="polite" className="text-sm font-semibold">
        {selected.length} selected
      </p>
      <Button variant="secondary" disabled={none || setActive.isPending} onClick={() => void run(true)}>
        Activate
      </Button>
      <Button variant="secondary" disabled={none || setActive.isPending} onClick={() => void run(false)}>
        Deactivate
      </Button>
    </div>
  )
}
