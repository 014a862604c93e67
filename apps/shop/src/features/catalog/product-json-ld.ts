interface LdProduct {
  slug: string
  name: string
  summary: string
  images: readonly { url: string }[]
  category: { name: string }
  variants: readonly {
    sku: string
    stockStatus: string
    price: { amount: number; currency: string }
  }[]
}

/**
 * schema.org `Product` data of a product page (one `Offer` per variant, price in major units,
 * availability from its stock), so a shared link and search engines show price and stock. The
 * router's head escapes it into the page's `application/ld+json` script.
 */
export function productJsonLd(product: LdProduct, origin: string): Record<string, unknown> {
  const url = `${origin}/product?slug=${encodeURIComponent(product.slug)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.variants[0]?.sku,
    description: product.summary,
    image: product.images.map((image) => new URL(image.url, origin).href),
    category: product.category.name,
    url,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      url,
      price: (variant.price.amount / 100).toFixed(2),
      priceCurrency: variant.price.currency,
      availability:
        variant.stockStatus === 'OUT_OF_STOCK'
          ? 'https://schema.org/OutOfStock'
          : variant.stockStatus === 'LOW_STOCK'
            ? 'https://schema.org/LimitedAvailability'
            : 'https://schema.org/InStock',
    })),
  }
}
