import { useId, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { controlClass } from '@/components/ui/form/control-class'
import { paths } from '@/config/paths'
import { toast } from '@/stores/toast'
import { useDeleteProduct } from '../api/delete-product'
import { useAdminProducts, type AdminProductListRow } from '../api/get-admin-products'
import { isProductSort, PRODUCT_SORTS, productListView, type ProductSort } from '../lib/product-list'
import { money, tableClass, tdClass, thClass } from '../lib/format'
import { AdminHeader, LoadError, Pager, SearchField, Spinner } from './admin-ui'

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
        actions={<ButtonLink to={paths.admin.newProduct.getHref()}>Add New Product</ButtonLink>}
      />
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
  const remove = useDeleteProduct()
  const [confirming, setConfirming] = useState(false)
  const onDelete = async () => {
    try {
      const outcome = await remove.mutateAsync(row.id)
      toast(
        outcome === 'deleted'
          ? { title: 'Product Deleted', description: `${row.product_name} was deleted.` }
          : {
              title: 'Product Deactivated',
              description: `${row.product_name} appears in orders, so it was deactivated instead of deleted. It no longer shows in the shop.`,
            },
      )
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: error instanceof Error ? error.message : 'Could not delete the product.',
        variant: 'destructive',
      })
    } finally {
      setConfirming(false)
    }
  }
  return (
    <tr>
      <td className={`${tdClass} max-w-32 truncate font-mono text-xs`} title={row.id}>
        {row.id}
      </td>
      <td className={`${tdClass} font-semibold`}>{row.product_name}</td>
      <td className={tdClass}>{row.category_type}</td>
      <td className={tdClass}>{row.cuisine}</td>
      <td className={tdClass}>{money(row.price)}</td>
      <td className={tdClass}>{row.inventory_count ?? '—'}</td>
      <td className={tdClass}>{row.is_active ? 'Yes' : 'No'}</td>
      <td className={`${tdClass} font-mono text-xs`}>{row.product_slug}</td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <span className="flex gap-2">
          <ButtonLink
            variant="secondary"
            to={paths.admin.editProduct.getHref(row.id)}
            aria-label={`Edit ${row.product_name}`}
          >
            Edit
          </ButtonLink>
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${row.product_name}`}>
            {remove.isPending ? <Spinner /> : null}
            Delete
          </Button>
        </span>
        <ConfirmDialog
          open={confirming}
          title={`Delete ${row.product_name}?`}
          confirmLabel="Confirm Delete"
          busy={
            remove.isPending ? (
              <>
                <Spinner /> Deleting...
              </>
            ) : undefined
          }
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The product and its photos are removed for good. If it appears in orders, it is deactivated instead (hidden
            from the shop, kept for the orders).
          </p>
        </ConfirmDialog>
      </td>
    </tr>
  )
}
