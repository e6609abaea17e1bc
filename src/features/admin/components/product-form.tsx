import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Button, ButtonLink } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form/control-class'
import { Field } from '@/components/ui/form/field'
import { adminPaths } from '@/config/admin-paths'
import { toast } from '@/stores/toast'
import type { ProductRow } from '@/types/models'
import { Spinner } from '@/components/ui/spinner'
import { useCreateProduct } from '../api/create-product'
import { removeProductImages, uploadProductImages, type StoredImage } from '../api/product-images'
import { isSlugTakenError, isStaleProductError } from '../api/product-write-errors'
import { useUpdateProduct } from '../api/update-product'
import {
  formToProduct,
  NEW_PRODUCT_FORM,
  productFormSchema,
  productToForm,
  slugify,
  type ProductFormValues,
} from '../lib/product-form'
import { imageUrlsOf } from '../lib/product-image-objects'
import { releasePreview, toPending, useReleasePreviews, type PendingImage } from '../lib/pending-image'
import { ImageDrop } from './image-drop'

interface ProductFormProps {
  /** The product to edit; none for a new one. */
  product?: ProductRow
  /** Loads the product afresh (after "changed since you loaded it"). */
  onReload?: () => Promise<ProductRow | undefined>
}

const message = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.')

/**
 * Add or edit a product. Chosen images stay local previews until the save, which uploads them, then writes
 * the product; if the write fails, the uploads are removed again and the form keeps what was typed.
 */
export function ProductForm({ product, onReload }: ProductFormProps) {
  const id = useId()
  const navigate = useNavigate()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const [saving, setSaving] = useState(false)
  const [stale, setStale] = useState(false)
  const [mainImageUrl, setMainImageUrl] = useState<string | null>(product?.main_image_url ?? null)
  const [galleryUrls, setGalleryUrls] = useState<string[]>(product?.gallery_image_urls ?? [])
  const [mainImage, setMainImage] = useState<PendingImage | null>(null)
  const [gallery, setGallery] = useState<PendingImage[]>([])
  useReleasePreviews(mainImage ? [mainImage, ...gallery] : gallery)

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
  const sizes = useFieldArray({ control, name: 'available_sizes' })

  const fieldProps = (name: FieldPath<ProductFormValues>, error?: string, fieldId = `${id}-${name}`) => {
    return {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
      ...register(name, { onChange: () => clearErrors(name) }),
    }
  }

  const onValid = async (form: ProductFormValues) => {
    setSaving(true)
    setStale(false)
    const fields = formToProduct(form)
    let uploaded: StoredImage[]
    try {
      const files = [...(mainImage ? [mainImage.file] : []), ...gallery.map((image) => image.file)]
      uploaded = await uploadProductImages(fields.product_slug, files)
    } catch (error) {
      setSaving(false)
      toast({ title: 'Upload Error', description: message(error), variant: 'destructive' })
      return
    }
    const newMain = mainImage ? uploaded[0] : undefined
    const newGallery = uploaded.slice(mainImage ? 1 : 0)
    const changes = {
      ...fields,
      main_image_url: newMain?.publicUrl ?? mainImageUrl,
      gallery_image_urls: [...galleryUrls, ...newGallery.map((image) => image.publicUrl)],
    }
    try {
      if (product) {
        await update.mutateAsync({
          productId: product.id,
          loadedUpdatedAt: product.updated_at,
          loadedImageUrls: imageUrlsOf(product),
          changes,
        })
        toast({ title: 'Product Saved', description: `${changes.product_name} was updated.` })
      } else {
        await create.mutateAsync(changes)
        toast({ title: 'Product Created', description: `${changes.product_name} was added.` })
      }
    } catch (error) {
      await removeProductImages(uploaded)
      setSaving(false)
      if (isSlugTakenError(error)) {
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
    setSaving(false)
    gallery.forEach(releasePreview)
    if (mainImage) releasePreview(mainImage)
    await navigate(adminPaths.products.getHref())
  }

  const reload = async () => {
    const row = await onReload?.()
    if (row) {
      reset(productToForm(row))
      setMainImageUrl(row.main_image_url)
      setGalleryUrls(row.gallery_image_urls)
    }
    setStale(false)
  }

  const slug = register('product_slug')
  const sizeError = (index: number, name: 'value') => errors.available_sizes?.[index]?.[name]?.message

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
        <Field id={`${id}-category_type`} label="Category Type">
          <input
            type="text"
            placeholder="spice, blend, tea"
            className={controlClass()}
            {...fieldProps('category_type')}
          />
        </Field>
        <Field id={`${id}-cuisine`} label="Cuisine">
          <input type="text" className={controlClass()} {...fieldProps('cuisine')} />
        </Field>
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

      <fieldset className="rounded-2xl border border-brand-100 bg-white p-6">
        <legend className="px-2 text-lg font-bold">Sizes</legend>
        <p className="text-sm text-ink-muted">
          Stock per size; the price modifier is added to (or, negative, taken from) the base price.
        </p>
        <ul className="mt-4 space-y-4">
          {sizes.fields.map((size, index) => (
            <li key={size.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end">
              <Field id={`${id}-size-${index}-label`} label={`Size ${index + 1} Label`}>
                <input
                  type="text"
                  className={controlClass()}
                  {...fieldProps(`available_sizes.${index}.label`, undefined, `${id}-size-${index}-label`)}
                />
              </Field>
              <Field
                id={`${id}-size-${index}-value`}
                label={`Size ${index + 1} Value`}
                error={sizeError(index, 'value')}
              >
                <input
                  type="text"
                  className={controlClass()}
                  {...fieldProps(
                    `available_sizes.${index}.value`,
                    sizeError(index, 'value'),
                    `${id}-size-${index}-value`,
                  )}
                />
              </Field>
              <Field id={`${id}-size-${index}-stock`} label={`Size ${index + 1} Stock`}>
                <input
                  type="number"
                  step="1"
                  className={controlClass()}
                  {...fieldProps(`available_sizes.${index}.stock`, undefined, `${id}-size-${index}-stock`)}
                />
              </Field>
              <Field id={`${id}-size-${index}-price_modifier`} label={`Size ${index + 1} Price Modifier ($)`}>
                <input
                  type="number"
                  step="0.01"
                  className={controlClass()}
                  {...fieldProps(
                    `available_sizes.${index}.price_modifier`,
                    undefined,
                    `${id}-size-${index}-price_modifier`,
                  )}
                />
              </Field>
              <Button variant="ghost" onClick={() => sizes.remove(index)} aria-label={`Remove size ${index + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => sizes.append({ label: '', value: '', stock: '0', price_modifier: '0' })}
        >
          Add Size
        </Button>
        <div className="mt-6 max-w-xs">
          <Field id={`${id}-default_size`} label="Default Size" error={errors.default_size?.message}>
            <input
              type="text"
              className={controlClass()}
              {...fieldProps('default_size', errors.default_size?.message)}
            />
          </Field>
          <p className="mt-1 text-sm text-ink-muted">Must match one of the sizes&apos; values.</p>
        </div>
      </fieldset>

      <fieldset className="grid gap-6 rounded-2xl border border-brand-100 bg-white p-6 sm:grid-cols-2">
        <legend className="px-2 text-lg font-bold">Images</legend>
        <div>
          <h2 className="font-semibold">Main Image</h2>
          <ImageDrop
            id={`${id}-main-image`}
            label="Choose main image"
            multiple={false}
            onFiles={([file]) => {
              if (!file) return
              if (mainImage) releasePreview(mainImage)
              setMainImage(toPending(file))
            }}
          />
          {mainImage || mainImageUrl ? (
            <figure className="mt-3 flex items-center gap-3">
              <img
                src={mainImage?.preview || mainImageUrl || undefined}
                alt="Main image preview"
                className="size-24 rounded-lg object-cover"
              />
              <figcaption className="text-sm">
                {mainImage ? `${mainImage.file.name} (not saved yet)` : 'Current main image'}
                <Button
                  variant="ghost"
                  onClick={() => {
                    if (mainImage) {
                      releasePreview(mainImage)
                      setMainImage(null)
                    } else {
                      setMainImageUrl(null)
                    }
                  }}
                >
                  Remove main image
                </Button>
              </figcaption>
            </figure>
          ) : null}
        </div>
        <div>
          <h2 className="font-semibold">Gallery Images</h2>
          <ImageDrop
            id={`${id}-gallery`}
            label="Choose gallery images"
            multiple
            onFiles={(files) => setGallery((current) => [...current, ...files.map(toPending)])}
          />
          <ul className="mt-3 flex flex-wrap gap-3">
            {galleryUrls.map((url, index) => (
              <li key={url} className="flex flex-col items-center gap-1 text-sm">
                <img src={url} alt={`Gallery image ${index + 1}`} className="size-20 rounded-lg object-cover" />
                <Button variant="ghost" onClick={() => setGalleryUrls((current) => current.filter((u) => u !== url))}>
                  Remove<span className="sr-only"> gallery image {index + 1}</span>
                </Button>
              </li>
            ))}
            {gallery.map((image) => (
              <li key={image.preview || image.file.name} className="flex flex-col items-center gap-1 text-sm">
                <img
                  src={image.preview || undefined}
                  alt={`${image.file.name} (not saved yet)`}
                  className="size-20 rounded-lg object-cover"
                />
                <Button
                  variant="ghost"
                  onClick={() => {
                    releasePreview(image)
                    setGallery((current) => current.filter((other) => other !== image))
                  }}
                >
                  Remove<span className="sr-only"> {image.file.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? <Spinner label="Saving" /> : null}
          {product ? 'Save Changes' : 'Create Product'}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void navigate(-1)} disabled={saving}>
          Cancel
        </Button>
        <ButtonLink variant="ghost" to={adminPaths.products.getHref()}>
          Back to Products
        </ButtonLink>
      </div>
    </form>
  )
}
