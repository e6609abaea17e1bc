import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { adminPaths } from '@/config/admin-paths'
import { NotFoundError } from '@/lib/errors'
import { toast } from '@/stores/toast'
import { AdminHeader, AdminLoading } from '@/components/layouts/admin-header'
import { useAdminProduct } from '../api/get-admin-product'
import { DeleteProductButton } from './delete-product-button'
import { ProductForm } from './product-form'

const backToProducts = (
  <ButtonLink variant="secondary" to={adminPaths.products.getHref()}>
    Back to Products
  </ButtonLink>
)

export function NewProductEditor() {
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader title="Add New Product" actions={backToProducts} />
      <ProductForm />
    </div>
  )
}

/** The edit form for a product named by id or slug: loading, error, not found (back to the list), ready. */
export function EditProductEditor({ productId }: { productId: string }) {
  const product = useAdminProduct(productId)
  const navigate = useNavigate()
  const notFound = product.error instanceof NotFoundError

  useEffect(() => {
    if (!notFound) return
    // It explains the return to the list that follows, so it outlives this page.
    toast({ title: 'Error', description: 'Product not found in local data.', variant: 'destructive', pageBound: false })
    void navigate(adminPaths.products.getHref(), { replace: true })
  }, [notFound, navigate])

  if (product.isPending) {
    return <AdminLoading title="Edit Product" actions={backToProducts} what="product" />
  }
  if (product.isError) {
    return (
      <div className="p-4 sm:p-8">
        <AdminHeader title="Edit Product" />
        <div role="alert" className="mt-6 rounded-xl border border-danger-700/30 bg-danger-50 p-6">
          <h2 className="text-xl font-bold text-danger-700">
            {notFound ? 'Product could not be loaded for editing.' : 'Error loading product data'}
          </h2>
          {notFound ? null : <p className="mt-2">{product.error.message}</p>}
          <div className="mt-4">{backToProducts}</div>
        </div>
      </div>
    )
  }
  return (
    <div className="p-4 sm:p-8">
      <AdminHeader
        title={`Edit: ${product.data.product_name}`}
        actions={
          <>
            {backToProducts}
            {/* Back to the list either way: a deactivated product's form would still hold is_active on. */}
            <DeleteProductButton
              product={product.data}
              variant="secondary"
              onRemoved={() => void navigate(adminPaths.products.getHref(), { replace: true })}
            />
          </>
        }
      />
      <ProductForm key={product.data.id} product={product.data} onReload={async () => (await product.refetch()).data} />
    </div>
  )
}
