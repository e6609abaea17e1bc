import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/stores/toast'
import { Spinner } from '@/components/ui/spinner'
import { useDeleteProduct, type ProductRemoval } from '../api/delete-product'

interface DeleteProductButtonProps {
  product: { id: string; product_name: string }
  variant?: 'ghost' | 'secondary'
  /** After the product was deleted or deactivated (the toast says which). */
  onRemoved?: (outcome: ProductRemoval) => void
}

/**
 * Delete, confirmed in a dialog first. A product that orders name is deactivated instead, and the toast
 * says so; either way its row stays correct as the product list refreshes.
 */
export function DeleteProductButton({ product, variant = 'ghost', onRemoved }: DeleteProductButtonProps) {
  const remove = useDeleteProduct()
  const [confirming, setConfirming] = useState(false)
  const onDelete = async () => {
    try {
      const outcome = await remove.mutateAsync(product.id)
      toast(
        outcome === 'deleted'
          ? { title: 'Product Deleted', description: `${product.product_name} was deleted.` }
          : {
              title: 'Product Deactivated',
              description: `${product.product_name} appears in orders, so it was deactivated instead of deleted. It no longer shows in the shop.`,
            },
      )
      setConfirming(false)
      onRemoved?.(outcome)
    } catch (error) {
      setConfirming(false)
      toast({
        title: 'Delete Failed',
        description: error instanceof Error ? error.message : 'Could not delete the product.',
        variant: 'destructive',
      })
    }
  }
  return (
    <>
      <Button variant={variant} onClick={() => setConfirming(true)} aria-label={`Delete ${product.product_name}`}>
        {remove.isPending ? <Spinner /> : null}
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${product.product_name}?`}
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
    </>
  )
}
