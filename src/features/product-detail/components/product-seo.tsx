import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import type { ProductRow } from '@/types/models'
import { galleryImages, productJsonLd, productMetaDescription, serializeJsonLd } from '../lib/product-content'

/** Title, description, canonical (always the slug URL, whether opened by slug or id), Open Graph and JSON-LD. */
export function ProductSeo({ product }: { product: ProductRow }) {
  return (
    <>
      <Seo
        title={`Buy ${product.product_name} Online`}
        description={productMetaDescription(product)}
        canonicalPath={paths.product.getHref(product.product_slug)}
        type="product"
        image={galleryImages(product)[0]}
      />
      <script
        type="application/ld+json"
        // JSON, not markup: the only way React writes a script's text; `<` is escaped by serializeJsonLd.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, window.location.origin)) }}
      />
    </>
  )
}
