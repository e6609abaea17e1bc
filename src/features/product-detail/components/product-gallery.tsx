import { useState } from 'react'
import { cn } from '@/lib/cn'
import { galleryImages } from '../lib/product-content'
import type { ProductRow } from '@/types/models'
import { ImageLightbox } from './image-lightbox'

interface ProductGalleryProps {
  product: Pick<ProductRow, 'product_name' | 'main_image_url' | 'gallery_image_urls' | 'image_url'>
}

/** The main image (click to zoom) and up to 4 thumbnails that choose it. */
export function ProductGallery({ product }: ProductGalleryProps) {
  const images = galleryImages(product)
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const current = Math.min(index, images.length - 1)
  const alt = (i: number) => `${product.product_name}, image ${i + 1} of ${images.length}`

  return (
    <div>
      <button
        type="button"
        onClick={() => setZoomed(true)}
        className="block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-brand-100 bg-white"
        aria-label={`Enlarge image ${current + 1} of ${images.length}`}
      >
        <img
          src={images[current]}
          alt={alt(current)}
          width={600}
          height={600}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </button>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === current}
                className={cn(
                  'block w-full overflow-hidden rounded-xl border-2 bg-white',
                  i === current ? 'border-brand-700' : 'border-brand-100 hover:border-brand-300',
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <ImageLightbox
          images={images}
          index={current}
          alt={alt}
          onIndexChange={setIndex}
          onClose={() => setZoomed(false)}
        />
      ) : null}
    </div>
  )
}
