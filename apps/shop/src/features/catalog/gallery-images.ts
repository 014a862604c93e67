import { initialSelection, selectedVariant, type SelectableVariant } from './variant-selection'

interface Image {
  url: string
  alt: string
}

interface GalleryProduct {
  images: readonly Image[]
  variants: readonly (SelectableVariant & { sku: string; image: Image | null })[]
}

/**
 * The photos of a product page in order: the chosen variant's own photo first (the variant
 * of SKU `sku`, else the one the page opens on), then the product's others.
 */
export function galleryImages(product: GalleryProduct, sku: string | undefined): Image[] {
  const chosen = selectedVariant(product.variants, initialSelection(product.variants, sku))
  const own = chosen?.image
  if (!own) return [...product.images]
  return [own, ...product.images.filter((image) => image.url !== own.url)]
}
