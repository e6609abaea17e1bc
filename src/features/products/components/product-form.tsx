import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Button, ButtonLink } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { Spinner } from '@/components/ui/spinner'
import { adminPaths } from '@/config/admin-paths'
import { toast } from '@/stores/toast'
import type { ProductRow } from '@/types/models'
import { isSlugTakenError, isStaleProductError } from '../api/product-write-errors'
import { useFacetLists } from '../api/product-facet-lists'
import { ProductImageUploadError, useSaveProduct } from '../api/save-product'
import {
  formToProduct,
  NEW_PRODUCT_FORM,
  productFormSchema,
  productToForm,
  type ProductFormValues,
} from '../lib/product-form'
import { slugify } from '@/lib/slug'
import { useProductImages } from '../hooks/use-product-images'
import { ProductImagesFields } from './product-images-fields'
import { FacetSelect } from './facet-select'
import { ProductSizesFields, type ProductFieldProps } from './product-sizes-fields'

interface ProductFormProps {
  /** The product to edit; none for a new one. */
  product?: ProductRow
  /** Loads the product afresh (after "changed since you loaded it"). */
  onReload?: () => Promise<ProductRow | undefined>
}

const message = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.')

/**
 * Add or edit a product. Chosen images stay local previews until the save (useSaveProduct uploads them,
 * writes the product, and removes the uploads again if the write fails); the form keeps what was typed.
 */
export function ProductForm({ product, onReload }: ProductFormProps) {
  const id = useId()
  const navigate = useNavigate()
  const save = useSaveProduct()
  const [stale, setStale] = useState(false)
  const images = useProductImages(product)
  const lists = useFacetLists()

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productToForm(product) : NEW_PRODUCT_FORM,
    reValidateMode: 'onSubmit',
  })

  const fieldProps: ProductFieldProps = (name, error, fieldId = `${id}-${name}`) => {
    return {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
      ...register(name, { onChange: () => clearErrors(name) }),
    }
  }

  const onValid = async (form: ProductFormValues) => {
    setStale(false)
    let saved: ProductRow
    try {
      saved = await save.mutateAsync({
        loaded: product,
        fields: formToProduct(form),
        mainImageUrl: images.mainImageUrl,
        galleryUrls: images.galleryUrls,
        newMainImage: images.mainImage?.file ?? null,
        newGalleryImages: images.gallery.map((image) => image.file),
      })
    } catch (error) {
      if (error instanceof ProductImageUploadError) {
        toast({ title: 'Upload Error', description: error.message, variant: 'destructive' })
      } else if (isSlugTakenError(error)) {
        setError(
          'product_slug',
          { message: 'Another product already uses this slug. Choose another.' },
          { shouldFocus: true },
        )
      } else if (isStaleProductError(error)) {
        setStale(true)
      } else {
        toast({ title: 'Save Failed', description: message(error), variant: 'destructive' })
      }
      return
    }
    toast(
      product
        ? { title: 'Product Saved', description: `${saved.product_name} was updated.` }
        : { title: 'Product Created', description: `${saved.product_name} was added.` },
    )
    images.releaseAll()
    await navigate(adminPaths.products.getHref())
  }

  const reload = async () => {
    const row = await onReload?.()
    if (row) {
      reset(productToForm(row))
      images.resetTo(row)
    }
    setStale(false)
  }

  const slug = register('product_slug')

  return (
    <form
      noValidate
      aria-label={product ? `Edit ${product.product_name}` : 'Add New Product'}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="mt-6 space-y-8"
    >
      {stale ? (
        <div role="alert" className="rounded-xl border border-danger-700/30 bg-danger-50 p-4">
          <p className="font-semibold text-danger-700">
            This product was changed since you loaded it. Reload it to see the latest version (your edits here will be
            replaced), then make your changes again.
          </p>
          <Button className="mt-3" onClick={() => void reload()}>
            Reload Product
          </Button>
        </div>
      ) : null}

      <fieldset className="grid gap-5 rounded-2xl border border-brand-100 bg-white p-6 sm:grid-cols-2">
        <legend className="px-2 text-lg font-bold">Basic Information</legend>
        <Field id={`${id}-product_name`} label="Product Name" required error={errors.product_name?.message}>
          <input
            type="text"
            aria-required="true"
            className={controlClass()}
            {...fieldProps('product_name', errors.product_name?.message)}
          />
        </Field>
        <Field id={`${id}-product_slug`} label="Product Slug" error={errors.product_slug?.message}>
          <input
            type="text"
            className={controlClass('light', 'font-mono')}
            {...fieldProps('product_slug', errors.product_slug?.message)}
            onChange={(event) => {
              event.target.value = slugify(event.target.value)
              clearErrors('product_slug')
              void slug.onChange(event)
            }}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={`${id}-short_description`} label="Short Description">
            <textarea rows={2} className={controlClass()} {...fieldProps('short_description')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={`${id}-long_description`} label="Long Description">
            <textarea rows={5} className={controlClass()} {...fieldProps('long_description')} />
          </Field>
        </div>
        <Field id={`${id}-price`} label="Price ($)">
          <input type="number" step="0.01" inputMode="decimal" className={controlClass()} {...fieldProps('price')} />
        </Field>
        <Field id={`${id}-inventory_count`} label="Inventory Count">
          <input
            type="number"
            step="1"
            inputMode="numeric"
            className={controlClass()}
            {...fieldProps('inventory_count')}
          />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 rounded-2xl border border-brand-100 bg-white p-6 sm:grid-cols-2">
        <legend className="px-2 text-lg font-bold">Details</legend>
        <FacetSelect
          label="Category Type"
          options={lists.data?.categories}
          current={product?.category_type}
          error={errors.category_type?.message}
          {...fieldProps('category_type', errors.category_type?.message)}
        />
        <FacetSelect
          label="Cuisine"
          options={lists.data?.cuisines}
          current={product?.cuisine}
          error={errors.cuisine?.message}
          {...fieldProps('cuisine', errors.cuisine?.message)}
        />
        <Field id={`${id}-flavor_profile`} label="Flavor Profile">
          <input type="text" className={controlClass()} {...fieldProps('flavor_profile')} />
        </Field>
        <Field id={`${id}-rarity`} label="Rarity">
          <input type="text" placeholder="common, rare, exotic" className={controlClass()} {...fieldProps('rarity')} />
        </Field>
        <div className="sm:col-span-2">
          <Field id={`${id}-origin_story`} label="Origin Story">
            <textarea rows={4} className={controlClass()} {...fieldProps('origin_story')} />
          </Field>
        </div>
        <label className="flex items-center gap-3 font-semibold">
          <input type="checkbox" className="size-5" {...register('is_active')} />
          Active (shown in the shop)
        </label>
        <label className="flex items-center gap-3 font-semibold">
          <input type="checkbox" className="size-5" {...register('is_organic')} />
          Certified Organic
        </label>
        {product ? (
          <p className="text-sm text-ink-muted sm:col-span-2">
            Rating {product.rating} from {product.reviews_count} review(s) (kept by the reviews).
          </p>
        ) : null}
      </fieldset>

      <ProductSizesFields id={id} control={control} errors={errors} fieldProps={fieldProps} />
      <ProductImagesFields id={id} images={images} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" /> : null}
          {product ? 'Save Changes' : 'Create Product'}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void navigate(-1)} disabled={save.isPending}>
          Cancel
        </Button>
        <ButtonLink variant="ghost" to={adminPaths.products.getHref()}>
          Back to Products
        </ButtonLink>
      </div>
    </form>
  )
}
