import { useId, useState } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { tableClass, tdClass, thClass } from '@/components/ui/table-classes'
import { formatMoney, toCents } from '@/lib/money'
import { controlClass } from '@/components/ui/form/control-class'
import { adminPaths } from '@/config/admin-paths'
import { AdminHeader } from '@/components/layouts/admin-header'
import { SearchField } from '@/components/ui/form/search-field'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { useAdminProducts, type AdminProductListRow } from '../api/get-admin-products'
import { isProductSort, PRODUCT_SORTS, productListView, type ProductSort } from '../lib/product-list'
import { DeleteProductButton } from './delete-product-button'
import { FacetListsManager } from './facet-lists-manager'

const COLUMNS = [
  'id',
  'product_name',
  'category_type',
  'cuisine',
  'price',
  'inventory_count',
  'is_active',
  'product_slug',
]

/** Every product, active or not: searched, sorted and paged here; edit and delete per row. */
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
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">Products</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={thClass}>
                  {column}
                </th>
              ))}
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <ProductRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={view.page} totalPages={view.totalPages} onPage={onPage} />
    </>
  )
}

function ProductRow({ row }: { row: AdminProductListRow }) {
  return (
    <tr>
      <td className={`${tdClass} max-w-32 truncate font-mono text-xs`} title={row.id}>
        {row.id}
      </td>
      <td className={`${tdClass} font-semibold`}>{row.product_name}</td>
      <td className={tdClass}>{row.category_type}</td>
      <td className={tdClass}>{row.cuisine}</td>
      <td className={tdClass}>{formatMoney(toCents(row.price))}</td>
      <td className={tdClass}>{row.inventory_count ?? '—'}</td>
      <td className={tdClass}>{row.is_active ? 'Yes' : 'No'}</td>
      <td className={`${tdClass} font-mono text-xs`}>{row.product_slug}</td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <span className="flex gap-2">
          <ButtonLink
            variant="secondary"
            to={adminPaths.editProduct.getHref(row.id)}
            aria-label={`Edit ${row.product_name}`}
          >
            Edit
          </ButtonLink>
          <DeleteProductButton product={row} />
        </span>
      </td>
    </tr>
  )
}
