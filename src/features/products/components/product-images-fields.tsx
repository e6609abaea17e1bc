import { Button } from '@/components/ui/button'
import type { ProductImages } from '../hooks/use-product-images'
import { releasePreview, toPending } from '@/lib/pending-image'
import { ImageDrop } from '@/components/ui/form/image-drop'

/** The main image and the gallery: what is stored, what is chosen, and a way to remove each. */
export function ProductImagesFields({ id, images }: { id: string; images: ProductImages }) {
  const { mainImage, mainImageUrl, gallery, galleryUrls } = images
  return (
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
            images.setMainImage(toPending(file))
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
                    images.setMainImage(null)
                  } else {
                    images.setMainImageUrl(null)
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
          onFiles={(files) => images.setGallery((current) => [...current, ...files.map(toPending)])}
        />
        <ul className="mt-3 flex flex-wrap gap-3">
          {galleryUrls.map((url, index) => (
            <li key={url} className="flex flex-col items-center gap-1 text-sm">
              <img src={url} alt={`Gallery image ${index + 1}`} className="size-20 rounded-lg object-cover" />
              <Button
                variant="ghost"
                onClick={() => images.setGalleryUrls((current) => current.filter((u) => u !== url))}
              >
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
                  images.setGallery((current) => current.filter((other) => other !== image))
                }}
              >
                Remove<span className="sr-only"> {image.file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  )
}
